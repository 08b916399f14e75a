/**
 * A large photo is downscaled before upload (a JPEG at most 2000 px on its longer side, about
 * 1 MB) with browser-image-compression, off the main thread: a worker of our own build
 * (downscale.worker.ts, same origin, within the page's policy; the library's own worker would load
 * it from a CDN) decodes, scales and encodes it with createImageBitmap and OffscreenCanvas, so a
 * 12-megapixel camera photo does not freeze the page. An engine without those in a worker takes
 * the main-thread path. Anything that cannot be downscaled is uploaded as it is.
 */
import { DOWNSCALE_OPTIONS, type DownscaleAnswer } from './downscaleOptions'

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

function inWorker(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module', name: 'downscale' })
    } catch {
      resolve(null)
      return
    }
    const done = (blob: Blob | null) => {
      worker.terminate()
      resolve(blob)
    }
    worker.onmessage = (e: MessageEvent<DownscaleAnswer>) => done(e.data.ok ? e.data.blob : file)
    // The worker could not run (its script refused or failed to load): the main thread does it.
    worker.onerror = (e) => {
      e.preventDefault()
      done(null)
    }
    worker.postMessage(file)
  })
}

async function onMainThread(file: File): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    return await imageCompression(file, DOWNSCALE_OPTIONS)
  } catch {
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
