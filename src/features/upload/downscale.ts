/**
 * A large photo is downscaled before upload (a JPEG at most 2000 px on its longer side, about
 * 1 MB) with browser-image-compression, off the main thread: a worker of our own build
 * (downscale.worker.ts, same origin, within the page's policy; the library's own worker would load
 * it from a CDN) decodes, scales and encodes it with createImageBitmap and OffscreenCanvas, so a
 * 12-megapixel camera photo does not freeze the page. An engine without those in a worker takes
 * the main-thread path, and so does a photo the worker failed on. Only what the main thread cannot
 * downscale either is uploaded as it is. Each failure is reported with its reason, so an engine
 * whose worker fails shows up in the reports.
 */
import { DOWNSCALE_OPTIONS, failureReason, type DownscaleAnswer } from './downscaleOptions'
import { reportLater } from '@/app/reportLater'

function report(what: string): void {
  reportLater('downscale', what)
}

/** The worker needs to decode and draw without a document (Safari 16.4+, Chromium 69+, Firefox 105+). */
function workerCanDownscale(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function' &&
    // eslint-disable-next-line compat/compat -- this is the check (Safari before 16.4 has none: the main thread then)
    'convertToBlob' in OffscreenCanvas.prototype
  )
}

/** The worker's photo, or null where the worker did not start or failed (the main thread then tries). */
function inWorker(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module', name: 'downscale' })
    } catch (error) {
      report(`the worker did not start: ${failureReason(error)}`)
      resolve(null)
      return
    }
    const done = (blob: Blob | null) => {
      worker.terminate()
      resolve(blob)
    }
    worker.onmessage = (e: MessageEvent<DownscaleAnswer>) => {
      if (e.data.ok) return done(e.data.blob)
      report(`the worker failed: ${e.data.reason}`)
      done(null)
    }
    // Its script did not load or threw outside the answer (an error event without a message: it did not load).
    worker.onerror = (e) => {
      e.preventDefault()
      report(e.message ? `the worker failed: ${e.message}` : 'the worker did not start: its script did not load')
      done(null)
    }
    worker.postMessage(file)
  })
}

async function onMainThread(file: File): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    return await imageCompression(file, DOWNSCALE_OPTIONS)
  } catch (error) {
    report(`the main thread failed, the photo goes as it is: ${failureReason(error)}`)
    return file
  }
}

/** The photo to upload: downscaled, or the file itself where that fails. */
export async function downscale(file: File): Promise<Blob> {
  // Measured (User Timing) for e2e/photo.spec.ts: the page's main thread stays free meanwhile.
  performance.mark('home:downscale')
  try {
    const done = workerCanDownscale() ? await inWorker(file) : null
    return done ?? (await onMainThread(file))
  } finally {
    performance.measure('home:downscale', 'home:downscale')
  }
}
