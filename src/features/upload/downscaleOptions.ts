/** How a large photo is downscaled (browser-image-compression): a JPEG at most 2000 px on its longer side, about 1 MB. */
export const DOWNSCALE_OPTIONS = { maxSizeMB: 1, maxWidthOrHeight: 2000, initialQuality: 0.85, maxIteration: 4, useWebWorker: false }

/** What the downscale worker answers: the downscaled photo, or that it could not make one. */
export type DownscaleAnswer = { ok: true; blob: Blob } | { ok: false }
