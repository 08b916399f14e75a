import imageCompression from 'browser-image-compression'
import { DOWNSCALE_OPTIONS, failureReason, type DownscaleAnswer } from './downscaleOptions'

/**
 * The photo downscale off the main thread (src/features/upload/downscale.ts): the library runs
 * here as it does on the page, with createImageBitmap and OffscreenCanvas (it detects the worker).
 */
// The worker's global, typed as much as this uses (the DOM and worker libs cannot share one program).
const scope = self as unknown as { onmessage: ((e: MessageEvent<File>) => void) | null; postMessage: (answer: DownscaleAnswer) => void }

scope.onmessage = async (e: MessageEvent<File>) => {
  let answer: DownscaleAnswer
  try {
    answer = { ok: true, blob: await imageCompression(e.data, DOWNSCALE_OPTIONS) }
  } catch (error) {
    answer = { ok: false, reason: failureReason(error) }
  }
  scope.postMessage(answer)
}
