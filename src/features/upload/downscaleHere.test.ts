// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const library = vi.fn(async (file: File) => new Blob([`library:${file.name}`]))
vi.mock('browser-image-compression', () => ({ default: (file: File) => library(file) }))

/** A JPEG's first segments: JFIF, an EXIF orientation where given, and its size (SOF0), with no picture after them. */
function jpegHead(width: number, height: number, orientation?: number): Uint8Array<ArrayBuffer> {
  const hex = (n: number) => n.toString(16).padStart(4, '0')
  const exif = orientation
    ? `ffe10022457869660000` + `4d4d002a00000008` + `0001` + `0112000300000001000${orientation}0000` + `00000000`
    : ''
  const sof = `ffc00011080${hex(height).slice(1)}${hex(width)}03012200021101031101`
  return Uint8Array.from(Buffer.from(`ffd8ffe000104a46494600010100000100010000${exif}${sof}ffd9`, 'hex'))
}

type Size = { width: number; height: number }
/** A photo as stored 4000×3000, shown so: decoded `width` wide, as an engine that turns it first or has nothing to turn does. */
const flat = (width: number): Size => ({ width, height: (width * 3) / 4 })

/** An engine whose probe decodes as `probe` says, and which decodes the photo asked `resizeWidth` wide as `decode` says. */
function engine(probe: Size, decode: (resizeWidth: number) => Size = flat) {
  const asked: ImageBitmapOptions[] = []
  const encoded: number[] = []
  vi.stubGlobal('createImageBitmap', async (blob: Blob, options: ImageBitmapOptions) => {
    if (blob.size < 1000) return { ...probe, close: () => undefined }
    asked.push(options)
    return { ...decode(options.resizeWidth!), close: () => undefined }
  })
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return { fillRect: () => undefined, drawImage: () => undefined }
      }
      async convertToBlob({ quality }: { quality: number }) {
        encoded.push(quality)
        return new Blob([`jpeg ${this.width}×${this.height} at ${quality}`], { type: 'image/jpeg' })
      }
    },
  )
  return { asked, encoded }
}

const photo = (head: Uint8Array<ArrayBuffer>, name = 'photo.jpg') => new File([head, new Uint8Array(5000)], name, { type: 'image/jpeg' })

let downscaleHere: typeof import('./downscaleHere').downscaleHere
beforeEach(async () => {
  // The probe's answer is kept per module: each case is a new page.
  vi.resetModules()
  ;({ downscaleHere } = await import('./downscaleHere'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  library.mockClear()
})

describe('downscaleHere: a JPEG decoded at its target size where the engine can, else the library', () => {
  it('a 4000×3000 photo: decoded 2000 px wide and encoded at that size, no library', async () => {
    const { asked, encoded } = engine({ width: 4, height: 8 })
    expect(await (await downscaleHere(photo(jpegHead(4000, 3000)))).text()).toBe('jpeg 2000×1500 at 0.85')
    expect(asked).toEqual([{ resizeWidth: 2000, resizeQuality: 'high' }])
    expect(encoded).toEqual([0.85])
    expect(library).not.toHaveBeenCalled()
  })

  it('taken upright (orientation 6): 1500 px asked of an engine that turns first, 2000 of one that resizes first (Chromium 86)', async () => {
    const turnsFirst = engine({ width: 4, height: 8 }, (width) => ({ width, height: (width * 4) / 3 }))
    expect(await (await downscaleHere(photo(jpegHead(4000, 3000, 6)))).text()).toBe('jpeg 1500×2000 at 0.85')
    expect(turnsFirst.asked).toEqual([{ resizeWidth: 1500, resizeQuality: 'high' }])
    vi.resetModules()
    ;({ downscaleHere } = await import('./downscaleHere'))
    // Asked 2000 wide, it resizes the stored 4000×3000 to 2000×1500, then turns it: 1500×2000.
    const resizesFirst = engine({ width: 2, height: 4 }, (width) => ({ width: (width * 3) / 4, height: width }))
    expect(await (await downscaleHere(photo(jpegHead(4000, 3000, 6)))).text()).toBe('jpeg 1500×2000 at 0.85')
    expect(resizesFirst.asked).toEqual([{ resizeWidth: 2000, resizeQuality: 'high' }])
  })

  it('the library where the engine cannot (no resize, no EXIF turn, no createImageBitmap), for a PNG, and for a JPEG whose size it cannot read', async () => {
    for (const probe of [
      { width: 1, height: 2 },
      { width: 4, height: 2 },
    ]) {
      vi.resetModules()
      ;({ downscaleHere } = await import('./downscaleHere'))
      engine(probe)
      expect(await (await downscaleHere(photo(jpegHead(4000, 3000)))).text()).toBe('library:photo.jpg')
    }
    vi.resetModules()
    ;({ downscaleHere } = await import('./downscaleHere'))
    const { asked } = engine({ width: 4, height: 8 })
    const png = new File([Uint8Array.from(Buffer.from('89504e470d0a1a0a', 'hex')), new Uint8Array(5000)], 'shot.png', { type: 'image/png' })
    expect(await (await downscaleHere(png)).text()).toBe('library:shot.png')
    // A start of a JPEG with no size the reader knows.
    expect(await (await downscaleHere(photo(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), 'odd.jpg'))).text()).toBe('library:odd.jpg')
    expect(asked).toEqual([])
    vi.resetModules()
    ;({ downscaleHere } = await import('./downscaleHere'))
    vi.stubGlobal('createImageBitmap', undefined)
    expect(await (await downscaleHere(photo(jpegHead(4000, 3000)))).text()).toBe('library:photo.jpg')
  })

  it('a failure names its step and its cause; an engine that decodes at another width than asked fails so too', async () => {
    engine({ width: 4, height: 8 })
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      if (blob.size < 1000) return { width: 4, height: 8, close: () => undefined }
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
    })
    await expect(downscaleHere(photo(jpegHead(4000, 3000)))).rejects.toMatchObject({
      message: 'decoding 4000×3000 at 2000×1500: InvalidStateError: The source image could not be decoded.',
    })
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => ({
      ...(blob.size < 1000 ? { width: 4, height: 8 } : { width: 4000, height: 3000 }),
      close: () => undefined,
    }))
    await expect(downscaleHere(photo(jpegHead(4000, 3000)))).rejects.toMatchObject({
      message: 'decoding 4000×3000 at 2000×1500: the engine decoded it at 4000×3000',
    })
  })
})
