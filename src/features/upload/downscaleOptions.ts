/** How a large photo is downscaled (browser-image-compression): a JPEG at most 2000 px on its longer side, about 1 MB. */
export const DOWNSCALE_OPTIONS = { maxSizeMB: 1, maxWidthOrHeight: 2000, initialQuality: 0.85, maxIteration: 4, useWebWorker: false }

/** What the downscale worker answers: the downscaled photo, or why it could not make one (`Name: message`). */
export type DownscaleAnswer = { ok: true; blob: Blob } | { ok: false; reason: string }

/** Why a downscale failed, as a report names it: `Name: message` (text, so the worker can post it back on every engine). */
export function failureReason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
