/**
 * A camera photo is prepared off the main thread (src/features/upload/downscale.ts): picking a
 * 12-megapixel JPEG on a slow phone (the CPU slowed 4× through the DevTools protocol) leaves the
 * page answering: our worker decodes it at 2000 px (downscaleHere.ts) without the library, and
 * from the pick until the upload leaves the main thread works at most half as long as on an engine
 * with neither OffscreenCanvas nor createImageBitmap (the library on the main thread), measured in
 * the same test; what is uploaded is a JPEG 2000 px on its longer side, about 1 MB, either way.
 * An engine without OffscreenCanvas decodes it at 2000 px on the page; where the worker fails on
 * the photo the page still downscales it; a photo neither can read is not sent, and the page says
 * so. Every failure is reported with its reason, which these tests print.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { expect, test, watchPageErrors } from './fixtures'
import { RegisterPage } from './pages/RegisterPage'
import { cameraPhoto, longestTask, longTasksBetween, PHOTO, recordLongTasks, uprightPhoto } from './photo'

const isUpload = (r: { method: () => string; url: () => string }) => r.method() === 'POST' && r.url().includes('/home/api/demo-oss')
const OSS_URL = /\/home\/api\/demo-oss\/uploads\//

/** What the storage host holds at the uploaded image's URL: its bytes, type and size in pixels (measured in `page`, which has createImageBitmap). */
async function uploaded(page: Page, url: string) {
  const body = await (await page.request.get(url)).body()
  const size = await page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob())
    return { width: bitmap.width, height: bitmap.height }
  }, url)
  return { bytes: body.length, jpeg: body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff, ...size }
}

/**
 * What the page reported (a downscale that failed says why), read as the back end receives it. Read
 * through a route: a beacon's Blob body is not in the request Chromium announces (Playwright's
 * postData is null there, which the test printed as `undefined`), only in the intercepted one.
 */
async function watchReports(page: Page): Promise<string[]> {
  const reports: string[] = []
  await page.route('**/home/api/reportError', (route) => {
    reports.push(reportTextOf(route.request().postData()))
    return route.continue()
  })
  return reports
}

/** A report's text, or what its body was where it carries none (so a failure message never says `undefined`). */
function reportTextOf(body: string | null): string {
  if (body === null) return '(a report whose body could not be read)'
  try {
    const text: unknown = (JSON.parse(body) as { text?: unknown } | null)?.text
    return typeof text === 'string' ? text : `(a report without a text: ${body})`
  } catch {
    return `(a report that is not JSON: ${body})`
  }
}

/** The scripts of browser-image-compression the context fetched (the page's or the worker's chunk of it). */
function watchLibrary(context: BrowserContext): string[] {
  const fetched: string[] = []
  context.on('request', (r) => {
    if (/\/browser-image-compression-[\w-]+\.js$/.test(r.url())) fetched.push(new URL(r.url()).pathname)
  })
  return fetched
}

/** The main thread's CPU time so far, in ms: its tasks' time in thread ticks (Performance enabled so on `cdp`), which a busy machine's waits do not lengthen. */
async function mainThreadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN)
}

async function pickPhoto(page: Page, slowerCpu: number, which: typeof cameraPhoto = cameraPhoto) {
  const reports = await watchReports(page)
  const reg = new RegisterPage(page)
  await reg.goto()
  const photo = await which(page)
  const form = reg.form('company')
  // The page's own work done first (its lists drawn): the tasks recorded are the pick's.
  await expect(form.locator('[aria-busy="true"]')).toHaveCount(0)
  await recordLongTasks(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowerCpu })
  const before = await mainThreadTime(cdp)
  const upload = page.waitForRequest(isUpload, { timeout: 120_000 })
  await form.getByTestId('upload-公司照片').setInputFiles(photo)
  // Nothing of the test runs in the page until the upload leaves (a locator's polling is a task too).
  await upload
  const mainThreadMs = (await mainThreadTime(cdp)) - before
  const downscaled = await page.evaluate(() => {
    const m = performance.getEntriesByName('home:downscale', 'measure')[0]!
    return { from: m.startTime, to: m.startTime + m.duration }
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const image = form.getByRole('img', { name: '公司照片预览' })
  await expect(image).toHaveAttribute('src', OSS_URL, { timeout: 60_000 })
  return {
    mainThreadMs,
    whileDownscaled: await longTasksBetween(page, downscaled.from, downscaled.to),
    url: (await image.getAttribute('src'))!,
    reports,
  }
}

/** The uploaded photo is the target: a JPEG, 2000 px on its longer side, the photo's shape as shown, about 1 MB (`why` says what the page reported). */
async function expectTarget(page: Page, url: string, why: string, shape = PHOTO.width / PHOTO.height) {
  const file = await uploaded(page, url)
  expect(file.jpeg, why).toBe(true)
  expect(Math.max(file.width, file.height), why).toBe(2000)
  expect(file.width / file.height, why).toBeCloseTo(shape, 2)
  expect(file.bytes, why).toBeLessThanOrEqual(1.1 * 1024 * 1024)
}

const reported = (reports: string[]) => `reported: ${reports.join(' | ') || 'nothing'}`

test('a 12-megapixel camera photo on a slow phone: our worker decodes it at 2000 px, and the main thread works at most half as long as with the library on it; a JPEG of 2000 px, about 1 MB, is uploaded either way', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const library = watchLibrary(context)
  const withWorker = await pickPhoto(page, 4)
  // Prepared by our own worker, from this origin (within the page's policy: no CSP refusal fails the test), decoded at its size: no library, no failure.
  expect(workers).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/home\/assets\/downscale\.worker-[\w-]+\.js$/)])
  expect(withWorker.reports).toEqual([])
  expect(library).toEqual([])
  await expectTarget(page, withWorker.url, reported(withWorker.reports))
  // The same pick on an engine with neither OffscreenCanvas nor createImageBitmap (Safari 14): the
  // library on the main thread, right after on the same machine, is the measure.
  const other = await context.newPage()
  const otherErrors = watchPageErrors(other)
  await other.addInitScript(() => {
    Reflect.deleteProperty(window, 'OffscreenCanvas')
    Reflect.deleteProperty(window, 'createImageBitmap')
  })
  const otherWorkers: string[] = []
  other.on('worker', (w) => otherWorkers.push(w.url()))
  const onMainThread = await pickPhoto(other, 4)
  expect(otherWorkers).toEqual([])
  expect(otherErrors, 'uncaught errors or CSP refusals on the main-thread path').toEqual([])
  expect(library).toEqual([expect.stringMatching(/^\/home\/assets\/browser-image-compression-[\w-]+\.js$/)])
  // The main thread's CPU time from the pick until the upload leaves: the worker's path leaves it
  // the pick's own render; the library's decodes, draws and encodes there. (The longest tasks are
  // printed: on a busy machine their wall time measures the machine more than the page.)
  const seen = JSON.stringify({
    mainThreadMs: { worker: withWorker.mainThreadMs, library: onMainThread.mainThreadMs },
    longTasksWhileDownscaled: { worker: withWorker.whileDownscaled, library: onMainThread.whileDownscaled },
  })
  expect(longestTask(onMainThread.whileDownscaled), seen).toBeGreaterThan(0)
  expect(withWorker.mainThreadMs, seen).toBeLessThanOrEqual(0.5 * onMainThread.mainThreadMs)
  await expectTarget(page, onMainThread.url, `main thread, ${reported(onMainThread.reports)}`)
})

test('an engine without OffscreenCanvas that decodes at a size (Safari 15 to 16.3): the page decodes the photo at 2000 px itself, without the library', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'OffscreenCanvas')
  })
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const library = watchLibrary(context)
  const { url, reports } = await pickPhoto(page, 1)
  expect(workers).toEqual([])
  expect(reports).toEqual([])
  expect(library).toEqual([])
  await expectTarget(page, url, reported(reports))
})

test('a photo taken upright (stored 4000×3000, its EXIF turning it a quarter) comes out upright: 1500×2000', async ({ page }) => {
  test.setTimeout(180_000)
  const { url, reports } = await pickPhoto(page, 1, uprightPhoto)
  expect(reports).toEqual([])
  await expectTarget(page, url, reported(reports), PHOTO.height / PHOTO.width)
})

test('the worker fails on the photo: the main thread downscales it, and the reason the worker gave is reported', async ({ page }) => {
  test.setTimeout(180_000)
  // Our worker as built, with the encoder it uses failing in it (as it did on a phone): it answers that it could not.
  await page.route('**/home/assets/downscale.worker-*.js', async (route) => {
    const built = await (await route.fetch()).text()
    const failing =
      "OffscreenCanvas.prototype.convertToBlob = () => Promise.reject(new DOMException('the JPEG encoder failed', 'EncodingError'));\n"
    await route.fulfill({ contentType: 'text/javascript', body: failing + built })
  })
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const { url, reports } = await pickPhoto(page, 1)
  expect(workers).toHaveLength(1)
  await expectTarget(page, url, reported(reports))
  const bytes = (await readFile(await cameraPhoto(page))).length
  expect(reports).toEqual([
    `[downscale] /home/register\nthe worker failed on the photo (${bytes} bytes, image/jpeg): encoding 2000×1500: EncodingError: the JPEG encoder failed`,
  ])
})

test('a photo that changed on disk after it was picked cannot be read: nothing is sent, the page says so, both reasons are reported; picked again, it goes', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const reports = await watchReports(page)
  const reg = new RegisterPage(page)
  await reg.goto()
  const original = await cameraPhoto(page)
  const picked = testInfo.outputPath('photo.jpg')
  await copyFile(original, picked)
  // The worker's script is held until the picked file has been written again (the same bytes: its
  // modification time moves on), so the downscale reads a file that is not the one picked.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/home/assets/downscale.worker-*.js', async (route) => {
    await held
    await route.continue()
  })
  const uploads: string[] = []
  page.on('request', (r) => {
    if (isUpload(r)) uploads.push(r.url())
  })
  const form = reg.form('company')
  await reg.upload(form, '公司照片', picked)
  await writeFile(picked, await readFile(original))
  release()
  await expect(form.getByText('文件 photo.jpg 压缩失败，未上传，请重试或重新选择图片')).toBeVisible({ timeout: 60_000 })
  const bytes = (await readFile(original)).length
  const reason = `\\(${bytes} bytes, image/jpeg\\)`
  await expect.poll(() => reports).toHaveLength(2)
  expect(reports).toEqual([
    expect.stringMatching(
      new RegExp(`^\\[downscale\\] /home/register\\nthe worker failed on the photo ${reason}: reading the photo: NotReadableError: `),
    ),
    expect.stringMatching(
      new RegExp(
        `^\\[downscale\\] /home/register\\nthe main thread failed on the photo ${reason}, nothing is sent: reading the photo: NotReadableError: `,
      ),
    ),
  ])
  expect(uploads).toEqual([])
  // Picked again (the file as it is now): downscaled and sent.
  await reg.upload(form, '公司照片', picked)
  const image = form.getByRole('img', { name: '公司照片预览' })
  await expect(image).toHaveAttribute('src', OSS_URL, { timeout: 60_000 })
  await expectTarget(page, (await image.getAttribute('src'))!, reported(reports))
})
