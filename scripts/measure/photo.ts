/**
 * The photo case of `npm run perf`: a person registering on the slow phone (4× CPU) picks a
 * 12-megapixel camera photo (e2e/photo.ts) for the licence on /home/register. From the pick until
 * the upload leaves: the main thread's longest task and its blocking time (the part of each task
 * over 50 ms), and how long until the upload leaves. The same run measures the main-thread path
 * (an engine without OffscreenCanvas, src/features/upload/downscale.ts) as its baseline.
 */
import type { Browser } from '@playwright/test'
import { cameraPhoto, longestTask, longTasksBetween, recordLongTasks } from '../../e2e/photo'
import { SLOW_PHONE, slowPhoneContext } from './usable'

export interface PhotoRun {
  longestTask: number
  blocking: number
  /** ms from the pick until the upload request leaves. */
  uploadLeaves: number
}

export type PhotoPath = 'worker' | 'main thread'

export async function photoRun(browser: Browser, origin: string, path: PhotoPath): Promise<PhotoRun> {
  const context = await slowPhoneContext(browser)
  try {
    if (path === 'main thread') await context.addInitScript(() => Reflect.deleteProperty(window, 'OffscreenCanvas'))
    const page = await context.newPage()
    await page.goto(`${origin}/home/register`)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), undefined, { timeout: 60_000 })
    const photo = await cameraPhoto(page)
    await recordLongTasks(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdownMultiplier })
    const picked = await page.evaluate(() => performance.now())
    const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/home/api/demo-oss'), { timeout: 120_000 })
    await page.getByRole('form', { name: '采购商注册' }).getByTestId('upload-营业执照').setInputFiles(photo)
    await upload
    const left = await page.evaluate(() => performance.now())
    const tasks = await longTasksBetween(page, picked, left)
    return {
      longestTask: longestTask(tasks),
      blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      uploadLeaves: left - picked,
    }
  } finally {
    await context.close()
  }
}
