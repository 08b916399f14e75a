import { downscaleHere } from './downscaleHere'
import { failureReason, type DownscaleAnswer } from './downscaleRules'

/**
 * The photo downscale off the main thread (src/features/upload/downscale.ts): the same downscale
 * as on the page (downscaleHere.ts), with createImageBitmap and OffscreenCanvas.
 */
// The worker's global, typed as much as this uses (the DOM and worker libs cannot share one program).
const scope = self as unknown as { onmessage: ((e: MessageEvent<File>) => void) | null; postMessage: (answer: DownscaleAnswer) => void }

scope.onmessage = async (e: MessageEvent<File>) => {
  let answer: DownscaleAnswer
  try {
    answer = { ok: true, blob: await downscaleHere(e.data) }
  } catch (error) {
    answer = { ok: false, reason: failureReason(error) }
  }
  scope.postMessage(answer)
}
