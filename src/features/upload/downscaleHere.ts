/**
 * The downscale itself, the same in our worker (downscale.worker.ts) and on the page
 * (downscale.ts). A JPEG is decoded at the target size where the engine can
 * (createImageBitmap's resize, checked once on a probe): the 12-megapixel bitmap (48 MB) is never
 * held, only the 2000 px one, drawn on a canvas of that size and encoded. A PNG, or an engine that
 * cannot (Safari before 15, Firefox before 98), takes browser-image-compression, loaded only then.
 * A failure says which way it took (src/features/upload/downscaleRules.ts, failureReason).
 */
import { JPG } from 'image-size/types/jpg'
import {
  decodeOrder,
  firstWithin,
  fitWithin,
  JPEG_QUALITIES,
  LIBRARY_OPTIONS,
  MAX_BYTES,
  MAX_SIDE,
  PROBE_WIDTH,
  quarterTurned,
  shownSize,
  failureReason,
  STEP_FAILED,
  widthToAsk,
  type DecodeOrder,
  type Size,
} from './downscaleRules'

/** A JPEG's size and EXIF orientation are in its first segments (a camera's EXIF with its thumbnail: about 64 KB). */
const HEAD_BYTES = 256 * 1024

/** A black 2×1 JPEG whose EXIF says orientation 6 (shown 1×2): blueimp's JavaScript-Load-Image test image (MIT). */
const PROBE_JPEG =
  '/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wCEAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAf/AABEIAAEAAgMBEQACEQEDEQH/xABKAAEAAAAAAAAAAAAAAAAAAAALEAEAAAAAAAAAAAAAAAAAAAAAAQEAAAAAAAAAAAAAAAAAAAAAEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwA/8H//2Q=='

/** A step that failed, and why (failureReason reads its message as it is). */
class DownscaleStep extends Error {
  constructor(step: string, cause: unknown) {
    super(`${step}: ${failureReason(cause)}`)
    this.name = STEP_FAILED
  }
}

/** Runs `work`, a failure named by the step it was in. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw new DownscaleStep(name, error)
  }
}

let probed: Promise<DecodeOrder> | undefined

/** How this engine decodes a JPEG at an asked size, if it can (asked once per page or worker). */
function engineDecodeOrder(): Promise<DecodeOrder> {
  probed ??= (async () => {
    if (typeof createImageBitmap !== 'function') return 'cannot'
    try {
      const bytes = Uint8Array.from(atob(PROBE_JPEG), (c) => c.charCodeAt(0))
      // eslint-disable-next-line compat/compat -- checked on the line above (Safari 14 has none: the library then)
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }), { resizeWidth: PROBE_WIDTH, resizeQuality: 'high' })
      const order = decodeOrder(bitmap)
      bitmap.close()
      return order
    } catch {
      return 'cannot'
    }
  })()
  return probed
}

const bytesOf = async (file: Blob, end?: number) => new Uint8Array(await file.slice(0, end).arrayBuffer())

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/** A canvas of `size` and how to encode it as a JPEG: an OffscreenCanvas where there is one (every worker this runs in), else the page's own (Safari before 16.4). */
function canvasOf(size: Size): { context: Context2D | null; encode: (quality: number) => Promise<Blob>; free: () => void } {
  if (typeof OffscreenCanvas === 'function' && 'convertToBlob' in OffscreenCanvas.prototype) {
    const canvas = new OffscreenCanvas(size.width, size.height)
    return {
      context: canvas.getContext('2d'),
      encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
      // Safari keeps a canvas's memory until its size is zero.
      free: () => {
        canvas.width = 0
        canvas.height = 0
      },
    }
  }
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  return {
    context: canvas.getContext('2d'),
    encode: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))), 'image/jpeg', quality),
      ),
    free: () => {
      canvas.width = 0
      canvas.height = 0
    },
  }
}

/** `bitmap` drawn at `size` (white under any transparency) and encoded as a JPEG of about MAX_BYTES. */
async function jpegOf(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  const canvas = canvasOf(size)
  try {
    if (!canvas.context) throw new Error(`no 2d context for a canvas of ${size.width}×${size.height}`)
    canvas.context.fillStyle = '#fff'
    canvas.context.fillRect(0, 0, size.width, size.height)
    canvas.context.imageSmoothingQuality = 'high'
    canvas.context.drawImage(bitmap, 0, 0, size.width, size.height)
    return await firstWithin(canvas.encode, JPEG_QUALITIES, MAX_BYTES)
  } finally {
    canvas.free()
  }
}

/**
 * A JPEG's size as stored and its EXIF orientation (image-size's reader), from its first bytes or,
 * where they end before the size (a long EXIF or XMP), the whole file; undefined where the reader
 * finds none (a kind of JPEG it does not know: the library then).
 */
async function storedSize(file: Blob, head: Uint8Array): Promise<(Size & { orientation?: number }) | undefined> {
  const parsed = (bytes: Uint8Array) => {
    try {
      return JPG.calculate(bytes)
    } catch {
      return undefined
    }
  }
  return parsed(head) ?? parsed(await step('reading the photo', () => bytesOf(file)))
}

/** A JPEG decoded at the target size (never at its own), drawn and encoded at that size. */
async function decodedAtSize(file: Blob, stored: Size & { orientation?: number }, order: Exclude<DecodeOrder, 'cannot'>): Promise<Blob> {
  const target = fitWithin(shownSize(stored), MAX_SIDE)
  const at = `decoding ${stored.width}×${stored.height} at ${target.width}×${target.height}`
  // Only the width is asked: the engine keeps the picture's shape as it turns it, so nothing is ever stretched.
  const resizeWidth = widthToAsk(target, quarterTurned(stored.orientation), order)
  // eslint-disable-next-line compat/compat -- only where the probe decoded (engineDecodeOrder)
  const bitmap = await step(at, () => createImageBitmap(file, { resizeWidth, resizeQuality: 'high' }))
  try {
    if (bitmap.width !== target.width) throw new DownscaleStep(at, `the engine decoded it at ${bitmap.width}×${bitmap.height}`)
    // The height is the engine's own rounding: drawn as it is, within the target.
    const size = fitWithin(bitmap, MAX_SIDE)
    return await step(`encoding ${size.width}×${size.height}`, () => jpegOf(bitmap, size))
  } finally {
    bitmap.close()
  }
}

/** The photo downscaled here (a worker or the page), or a DownscaleStep error naming where it failed. */
export async function downscaleHere(file: File): Promise<Blob> {
  const head = await step('reading the photo', () => bytesOf(file, HEAD_BYTES))
  const order = JPG.validate(head) ? await engineDecodeOrder() : 'cannot'
  const stored = order === 'cannot' ? undefined : await storedSize(file, head)
  if (order !== 'cannot' && stored) return decodedAtSize(file, stored, order)
  return step('browser-image-compression', async () => {
    const { default: imageCompression } = await import('browser-image-compression')
    return imageCompression(file, LIBRARY_OPTIONS)
  })
}
