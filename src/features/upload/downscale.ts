/**
 * A large photo is downscaled before upload (at most 2000 px on its longer side, about 1 MB:
 * downscaleRules.ts) off the main thread: a worker of our own build (downscale.worker.ts, same
 * origin, within the page's policy) runs the downscale (downscaleHere.ts), so a 12-megapixel camera
 * photo does not freeze the page. An engine without OffscreenCanvas and createImageBitmap in a
 * worker runs it on the page, and so does a photo the worker failed on. A photo neither could
 * downscale is not sent (null: ImageUpload.tsx tells the person, who may try again): its original
 * is what the target is there to spare them. Loaded only when a large photo is picked. Each failure is reported with its reason, the way it
 * took and the photo's size, so an engine whose downscale fails shows up in the reports.
 */
import { failureReason, photoFacts, type DownscaleAnswer } from './downscaleRules'
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
      report(`the worker failed on the photo (${photoFacts(file)}): ${e.data.reason}`)
      done(null)
    }
    // Its script did not load or threw outside the answer (an error event without a message: it did not load).
    worker.onerror = (e) => {
      e.preventDefault()
      report(
        e.message
          ? `the worker failed on the photo (${photoFacts(file)}): ${e.message}`
          : 'the worker did not start: its script did not load',
      )
      done(null)
    }
    worker.postMessage(file)
  })
}

async function onMainThread(file: File): Promise<Blob | null> {
  try {
    const { downscaleHere } = await import('./downscaleHere')
    return await downscaleHere(file)
  } catch (error) {
    report(`the main thread failed on the photo (${photoFacts(file)}), nothing is sent: ${failureReason(error)}`)
    return null
  }
}

/** The photo to upload, downscaled; null where no way worked (each failure reported). */
export async function downscale(file: File): Promise<Blob | null> {
  // Measured (User Timing) for e2e/photo.spec.ts: the page's main thread stays free meanwhile.
  performance.mark('home:downscale')
  try {
    const done = workerCanDownscale() ? await inWorker(file) : null
    return done ?? (await onMainThread(file))
  } finally {
    performance.measure('home:downscale', 'home:downscale')
  }
}
