// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { downscale } from './downscale'

const onMainThread = vi.fn(async (file: File) => new Blob([`main:${file.name}`]))
vi.mock('./downscaleHere', () => ({ downscaleHere: (file: File) => onMainThread(file) }))
const reportLater = vi.fn()
vi.mock('@/app/reportLater', () => ({ reportLater: (kind: string, failure: unknown) => reportLater(kind, failure) }))

/** A stand-in for the engine's Worker: answers as `behave` says. */
function fakeWorker(behave: 'answers' | 'cannot' | 'fails to load') {
  return class {
    onmessage: ((e: { data: unknown }) => void) | null = null
    onerror: ((e: { preventDefault: () => void }) => void) | null = null
    terminate = vi.fn()
    postMessage(file: File) {
      queueMicrotask(() => {
        if (behave === 'fails to load') this.onerror?.({ preventDefault: () => undefined })
        else
          this.onmessage?.({
            data:
              behave === 'answers'
                ? { ok: true, blob: new Blob([`worker:${file.name}`]) }
                : { ok: false, reason: 'encoding 2000×1500: EncodingError: the encoder failed' },
          })
      })
    }
  }
}

const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' })
const worker = 'the worker failed on the photo (1 bytes, image/jpeg): encoding 2000×1500: EncodingError: the encoder failed'
const text = (b: Blob | null) => b?.text()

afterEach(() => {
  vi.unstubAllGlobals()
  onMainThread.mockReset()
  reportLater.mockClear()
})

function engineWithWorkers(behave: Parameters<typeof fakeWorker>[0]) {
  vi.stubGlobal('Worker', fakeWorker(behave))
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      convertToBlob() {}
    },
  )
  vi.stubGlobal('createImageBitmap', () => undefined)
}

describe('downscale: off the main thread where the engine can, else as before', () => {
  it('the worker prepares it where the engine has OffscreenCanvas and createImageBitmap', async () => {
    engineWithWorkers('answers')
    expect(await text(await downscale(photo))).toBe('worker:photo.jpg')
    expect(onMainThread).not.toHaveBeenCalled()
  })

  it('the worker failed on it: the main thread does it, and the reason the worker gave is reported', async () => {
    engineWithWorkers('cannot')
    expect(await text(await downscale(photo))).toBe('main:photo.jpg')
    expect(onMainThread).toHaveBeenCalledTimes(1)
    expect(reportLater.mock.calls).toEqual([['downscale', worker]])
  })

  it('the main thread fails too: nothing is to be sent (null, not the original), and that is reported with its reason as well', async () => {
    engineWithWorkers('cannot')
    onMainThread.mockRejectedValueOnce(new RangeError('canvas too large'))
    const main = 'the main thread failed on the photo (1 bytes, image/jpeg), nothing is sent: RangeError: canvas too large'
    expect(await downscale(photo)).toBeNull()
    expect(reportLater.mock.calls).toEqual([
      ['downscale', worker],
      ['downscale', main],
    ])
  })

  it('the worker did not run (its script refused): the main thread does it, and that is reported', async () => {
    engineWithWorkers('fails to load')
    expect(await text(await downscale(photo))).toBe('main:photo.jpg')
    expect(reportLater.mock.calls).toEqual([['downscale', 'the worker did not start: its script did not load']])
  })

  it('an engine without OffscreenCanvas: the main thread does it', async () => {
    vi.stubGlobal('Worker', fakeWorker('answers'))
    vi.stubGlobal('OffscreenCanvas', undefined)
    expect(await text(await downscale(photo))).toBe('main:photo.jpg')
    // An engine without what the worker needs is not a failure.
    expect(reportLater).not.toHaveBeenCalled()
  })
})
