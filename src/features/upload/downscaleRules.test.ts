// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  decodeOrder,
  failureReason,
  firstWithin,
  fitWithin,
  photoFacts,
  quarterTurned,
  shownSize,
  STEP_FAILED,
  widthToAsk,
} from './downscaleRules'

describe('the size a photo is decoded at', () => {
  it('a 12-megapixel camera photo: 2000 px on its longer side, its shape kept', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2000)).toEqual({ width: 2000, height: 1500 })
    expect(fitWithin({ width: 3000, height: 4000 }, 2000)).toEqual({ width: 1500, height: 2000 })
  })

  it('sides that do not divide evenly are rounded, and a sliver keeps at least 1 px', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 2000)).toEqual({ width: 2000, height: 1500 })
    expect(fitWithin({ width: 4000, height: 2251 }, 2000)).toEqual({ width: 2000, height: 1126 })
    expect(fitWithin({ width: 30000, height: 1 }, 2000)).toEqual({ width: 2000, height: 1 })
  })

  it('a picture already within the target is never enlarged', () => {
    expect(fitWithin({ width: 1800, height: 1200 }, 2000)).toEqual({ width: 1800, height: 1200 })
    expect(fitWithin({ width: 2000, height: 2000 }, 2000)).toEqual({ width: 2000, height: 2000 })
  })

  it('EXIF orientations 5 to 8 turn the picture a quarter: it is shown with its sides swapped', () => {
    for (const orientation of [5, 6, 7, 8])
      expect(shownSize({ width: 4000, height: 3000, orientation })).toEqual({ width: 3000, height: 4000 })
    for (const orientation of [undefined, 1, 2, 3, 4])
      expect(shownSize({ width: 4000, height: 3000, orientation })).toEqual({ width: 4000, height: 3000 })
    // A phone held upright: stored 4000×3000 with orientation 6, decoded 1500 px wide.
    expect(fitWithin(shownSize({ width: 4000, height: 3000, orientation: 6 }), 2000)).toEqual({ width: 1500, height: 2000 })
  })
})

describe('how the engine decodes at a size (the 2×1 probe, turned by its EXIF to 1×2, asked 4 px wide)', () => {
  it('4×8: it turns the picture, then resizes it; 2×4: it resizes the picture as stored, then turns it (Chromium 86)', () => {
    expect(decodeOrder({ width: 4, height: 8 })).toBe('turn, then resize')
    expect(decodeOrder({ width: 2, height: 4 })).toBe('resize, then turn')
  })

  it('anything else, it cannot: the resize ignored (Firefox before 98), or the EXIF turn not applied', () => {
    expect(decodeOrder({ width: 1, height: 2 })).toBe('cannot')
    expect(decodeOrder({ width: 2, height: 1 })).toBe('cannot')
    expect(decodeOrder({ width: 4, height: 2 })).toBe('cannot')
  })

  it('the width asked makes the picture come out at its target either way', () => {
    const upright = { width: 1500, height: 2000 } // a 4000×3000 photo with orientation 6, shown 3000×4000
    expect(widthToAsk(upright, true, 'turn, then resize')).toBe(1500)
    expect(widthToAsk(upright, true, 'resize, then turn')).toBe(2000)
    const flat = { width: 2000, height: 1500 }
    expect(widthToAsk(flat, false, 'turn, then resize')).toBe(2000)
    expect(widthToAsk(flat, false, 'resize, then turn')).toBe(2000)
    expect([5, 6, 7, 8].map(quarterTurned)).toEqual([true, true, true, true])
    expect([undefined, 1, 2, 3, 4].map(quarterTurned)).toEqual([false, false, false, false, false])
  })
})

describe('the JPEG quality', () => {
  const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)])

  it('the first quality whose JPEG is within the bytes is kept, and no lower one is tried', async () => {
    const tried: number[] = []
    const sizes = new Map([
      [0.85, 1500],
      [0.75, 900],
      [0.65, 600],
    ])
    const blob = await firstWithin(
      async (q) => {
        tried.push(q)
        return blobOf(sizes.get(q)!)
      },
      [0.85, 0.75, 0.65],
      1000,
    )
    expect(blob.size).toBe(900)
    expect(tried).toEqual([0.85, 0.75])
  })

  it('where none is within, the last one', async () => {
    expect((await firstWithin(async (q) => blobOf(q * 10_000), [0.85, 0.55], 1000)).size).toBe(5500)
  })
})

describe('a failure as a report reads it', () => {
  it('an error or a DOMException-like value: its name and message', () => {
    expect(failureReason(new RangeError('canvas too large'))).toBe('RangeError: canvas too large')
    expect(failureReason({ name: 'NotReadableError', message: 'The requested file could not be read' })).toBe(
      'NotReadableError: The requested file could not be read',
    )
  })

  it("a FileReader's error event: the event and the reader's error (it printed [object ProgressEvent])", () => {
    class ProgressEvent {
      readonly type = 'error'
      readonly target = { error: { name: 'NotReadableError', message: 'The requested file could not be read' } }
    }
    expect(failureReason(new ProgressEvent())).toBe("ProgressEvent 'error': NotReadableError: The requested file could not be read")
  })

  it("an image's error event, which carries no error: the event alone", () => {
    class Event {
      readonly type = 'error'
      readonly target = {}
    }
    expect(failureReason(new Event())).toBe("Event 'error'")
  })

  it('a step of the downscale says the step and its cause already: its message as it is; anything else as text', () => {
    expect(failureReason({ name: STEP_FAILED, message: 'decoding 4000×3000 at 2000×1500: EncodingError: x' })).toBe(
      'decoding 4000×3000 at 2000×1500: EncodingError: x',
    )
    expect(failureReason('no bitmap')).toBe('no bitmap')
    expect(failureReason(undefined)).toBe('undefined')
  })

  it("the photo's bytes and type", () => {
    expect(photoFacts({ size: 6090271, type: 'image/jpeg' })).toBe('6090271 bytes, image/jpeg')
    expect(photoFacts({ size: 10, type: '' })).toBe('10 bytes, no type')
  })
})
