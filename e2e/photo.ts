import { existsSync } from 'node:fs'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** A camera photo as phones take them: 4000×3000 (12 megapixels). */
export const PHOTO = { width: 4000, height: 3000 }

/**
 * A 12-megapixel JPEG like a phone's camera makes (smooth light with sensor noise, so it is
 * several MB), drawn by `page` (any page: it uses a canvas) and kept as a file, so it is picked
 * as a file is (Playwright hands the browser the path: no script of the test runs in the page
 * while it is picked). Made once per machine, by any engine's page (the cross-engine lane's too).
 * Tests running side by side may both make it: each writes its own file and links it in only where
 * none is yet, so a photo already picked is never written again under it (Chromium then refuses to
 * read the picked file, and its downscale fails: e2e/photo.spec.ts).
 */
export async function cameraPhoto(page: { evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> }): Promise<string> {
  const file = path.join(os.tmpdir(), `home-camera-photo-${PHOTO.width}x${PHOTO.height}.jpg`)
  if (existsSync(file)) return file
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')!
    const image = ctx.createImageData(width, height)
    for (let i = 0; i < image.data.length; i += 4) {
      const x = (i / 4) % width
      const y = Math.floor(i / 4 / width)
      const noise = Math.random() * 40
      image.data[i] = (x / width) * 180 + noise
      image.data[i + 1] = (y / height) * 180 + noise
      image.data[i + 2] = 90 + noise
      image.data[i + 3] = 255
    }
    ctx.putImageData(image, 0, 0)
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no JPEG'))), 'image/jpeg', 0.95),
    )
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  }, PHOTO)
  await keepOnce(file, Buffer.from(base64, 'base64'))
  return file
}

/** Writes `bytes` as `file` unless it is there already (then leaves it as it is): own file first, linked in. */
async function keepOnce(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const own = `${file}.${process.pid}.${Date.now()}`
  await writeFile(own, bytes)
  try {
    await link(own, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await unlink(own)
  }
}

/**
 * The camera photo taken with the phone held upright, as phones store it: the same 4000×3000
 * picture with an EXIF orientation of 6 (turned a quarter clockwise), shown 3000×4000.
 */
export async function uprightPhoto(page: Parameters<typeof cameraPhoto>[0]): Promise<string> {
  const file = path.join(os.tmpdir(), `home-camera-photo-${PHOTO.width}x${PHOTO.height}-upright.jpg`)
  if (existsSync(file)) return file
  const jpeg = await readFile(await cameraPhoto(page))
  // APP1: Exif, a big-endian TIFF header and one IFD entry, Orientation (0x0112) = 6; after the JPEG's start marker.
  const exif = Buffer.from('ffe10022' + '457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000', 'hex')
  await keepOnce(file, Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]))
  return file
}

/** Long tasks of the page's main thread, recorded from now on (`longTasksSince` reads them). */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> }
    w.__longTasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask' })
  })
}

/** The long tasks that started in [from, to] (page time, ms). */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<Array<{ start: number; duration: number }>> {
  const all = await page.evaluate(() => (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks)
  return all.filter((t) => t.start >= from && t.start <= to)
}

/** The longest of these tasks, in ms (0 without any). */
export const longestTask = (tasks: ReadonlyArray<{ duration: number }>): number => Math.max(0, ...tasks.map((t) => t.duration))
