/**
 * How a large photo is downscaled before upload, decided here for the worker and the page alike
 * (downscaleHere.ts): the target, the size a JPEG is decoded at, whether the engine can decode
 * at a size, and how a failure reads in a field report. No engine APIs: Node tests it.
 */

/** The target: at most 2000 px on the longer side, about 1 MB. */
export const MAX_SIDE = 2000
export const MAX_BYTES = 1024 * 1024
/** JPEG qualities tried in turn until the photo is at most MAX_BYTES (the last one is kept otherwise). */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55] as const

/** browser-image-compression's options, for a PNG or an engine that cannot decode at a size: the same target. */
export const LIBRARY_OPTIONS = {
  maxSizeMB: MAX_BYTES / (1024 * 1024),
  maxWidthOrHeight: MAX_SIDE,
  initialQuality: JPEG_QUALITIES[0],
  maxIteration: 4,
  // Its own worker would load the library from a CDN: ours runs it (downscale.worker.ts).
  useWebWorker: false,
}

export interface Size {
  readonly width: number
  readonly height: number
}

/** `size` with its longer side at most `maxSide`, its shape kept (each side rounded, at least 1 px); never enlarged. */
export function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height))
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) }
}

/** Whether a JPEG's EXIF orientation (5–8) turns it a quarter: it is shown with its sides swapped. */
export function quarterTurned(orientation: number | undefined): boolean {
  return orientation !== undefined && orientation >= 5 && orientation <= 8
}

/** The size a JPEG is shown at, turned as its EXIF orientation says (as every engine that decodes it at a size does: decodeOrder). */
export function shownSize(stored: Size & { orientation?: number }): Size {
  return quarterTurned(stored.orientation) ? { width: stored.height, height: stored.width } : { width: stored.width, height: stored.height }
}

/** The probe (downscaleHere.ts): a 2×1 JPEG whose EXIF turns it a quarter (shown 1×2), decoded asked this wide. */
export const PROBE_WIDTH = 4

/**
 * How this engine decodes a JPEG at an asked width, from the probe's bitmap. 4×8: it turns the
 * picture as its EXIF says, then resizes it (the standard's order); 2×4: it resizes the picture as
 * stored, then turns it (Chromium 86); anything else, it cannot: 1×2 or 2×1, it ignored the resize
 * (Firefox before 98), 4×2, it does not turn the picture (its sizes, read with the turn, would be wrong).
 */
export type DecodeOrder = 'turn, then resize' | 'resize, then turn' | 'cannot'

export function decodeOrder(probe: Size): DecodeOrder {
  if (probe.width === PROBE_WIDTH && probe.height === 2 * PROBE_WIDTH) return 'turn, then resize'
  if (probe.width === PROBE_WIDTH / 2 && probe.height === PROBE_WIDTH) return 'resize, then turn'
  return 'cannot'
}

/** The width to ask an engine that decodes in `order` for, so that a picture `turned` a quarter comes out at `target` (its shown size). */
export function widthToAsk(target: Size, turned: boolean, order: Exclude<DecodeOrder, 'cannot'>): number {
  return turned && order === 'resize, then turn' ? target.height : target.width
}

/** The first encoding at most `maxBytes`, trying `qualities` in turn; the last one where none is. */
export async function firstWithin(
  encode: (quality: number) => Promise<Blob>,
  qualities: readonly number[],
  maxBytes: number,
): Promise<Blob> {
  let blob: Blob | undefined
  for (const quality of qualities) {
    blob = await encode(quality)
    if (blob.size <= maxBytes) return blob
  }
  if (!blob) throw new RangeError('no quality to encode at')
  return blob
}

/** What the downscale worker answers: the downscaled photo, or why it could not make one. */
export type DownscaleAnswer = { ok: true; blob: Blob } | { ok: false; reason: string }

/** The name of downscaleHere.ts's errors, whose message already says the step and its cause (`decoding 4000×3000 at 2000×1500: NotReadableError: …`). */
export const STEP_FAILED = 'DownscaleStepFailed'

/**
 * Why a downscale failed, as a report names it: `Name: message` for an error (a DOMException
 * too, on engines where it is no Error), the event and its target's error for an error event (a
 * FileReader's says NotReadableError: the file changed or went after it was picked). Text, so the
 * worker can post it back on every engine.
 */
export function failureReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error)
  const { name, message, type, target } = error as { name?: unknown; message?: unknown; type?: unknown; target?: unknown }
  if (name === STEP_FAILED && typeof message === 'string') return message
  if (typeof name === 'string' && typeof message === 'string') return `${name}: ${message}`
  if (typeof type === 'string' && target !== undefined) {
    const inner = typeof target === 'object' && target !== null ? (target as { error?: unknown }).error : undefined
    const kind = (error as { constructor?: { name?: unknown } }).constructor?.name
    const event = `${typeof kind === 'string' && kind ? kind : 'Event'} '${type}'`
    return inner ? `${event}: ${failureReason(inner)}` : event
  }
  return String(error)
}

/** The photo a report is about: its bytes and type (`6090271 bytes, image/jpeg`). */
export function photoFacts(file: { size: number; type: string }): string {
  return `${file.size} bytes, ${file.type || 'no type'}`
}
