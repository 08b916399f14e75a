import { Component, Suspense, type ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { codeFailed } from '@/features/ui/LoadFailed'
import { uiWords } from '@/words/zh-CN/ui'
import { BACK_OFF_MS, lazyPart } from './lazyPart'
import { onDemand } from './onDemand'
import { appSystem } from './system'

const gone = vi.hoisted(() => vi.fn<(url: string) => Promise<boolean>>())
vi.mock('@/api/gone', () => ({ gone }))

function Panel({ name }: { name: string }) {
  return <p>panel {name}</p>
}
const module = { default: Panel }
/** What WebKit says when a module's file did not arrive (no file named: the importer is called again). */
const offline = () => new TypeError('Importing a module script failed.')

/** An importer whose fetches fail `failures` times, then arrive. */
function flaky(failures: number) {
  let left = failures
  return vi.fn(() => (left-- > 0 ? Promise.reject(offline()) : Promise.resolve(module)))
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>页面出错了</p> : this.props.children
  }
}

// Rendered in an awaited act: React 19 retries a part suspended by `use` within the act that rendered it.
const inPage = (part: ReactNode) =>
  act(async () =>
    render(
      <ChakraProvider value={appSystem()}>
        <Boundary>
          <Suspense fallback={<p>loading</p>}>{part}</Suspense>
        </Boundary>
      </ChakraProvider>,
    ),
  )

beforeEach(() => {
  sessionStorage.clear()
  gone.mockReset().mockResolvedValue(false)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('onDemand (src/app/onDemand.ts)', () => {
  it('tries a fetch that failed again at once, once', async () => {
    const importer = flaky(1)
    await expect(onDemand(importer).load()).resolves.toBe(module)
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('gives up after the retry (never rejects), and tries again on the next call', async () => {
    const importer = flaky(2)
    const code = onDemand(importer)
    await expect(code.load()).resolves.toBeUndefined()
    expect(importer).toHaveBeenCalledTimes(2)
    expect(code.ready()).toBeUndefined()
    await expect(code.load()).resolves.toBe(module)
    expect(importer).toHaveBeenCalledTimes(3)
    // Arrived: kept, never fetched again.
    await code.load()
    expect(code.ready()).toBe(module)
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('does not retry code that arrived and failed as it ran (an error of ours)', async () => {
    const importer = vi.fn(() => Promise.reject(new ReferenceError('x is not defined')))
    const code = onDemand(importer)
    await expect(code.load()).resolves.toBeUndefined()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(code.error).toBeInstanceOf(ReferenceError)
  })
})

describe('lazyPart (src/app/onDemand.ts)', () => {
  it('renders a preloaded part at once, without its fallback', async () => {
    const Part = lazyPart(
      () => Promise.resolve(module),
      codeFailed(uiWords, () => '面板'),
    )
    await Part.preload()
    let fellBack = false
    function Fallback() {
      fellBack = true
      return null
    }
    await act(async () =>
      render(
        <ChakraProvider value={appSystem()}>
          <Suspense fallback={<Fallback />}>
            <Part name="pwd" />
          </Suspense>
        </ChakraProvider>,
      ),
    )
    // In the first render: the fallback never rendered in between.
    expect(screen.getByText('panel pwd')).toBeTruthy()
    expect(fellBack).toBe(false)
  })

  it('a fetch that fails once: the part still arrives (retried at once), no error page', async () => {
    const importer = flaky(1)
    const Part = lazyPart(
      importer,
      codeFailed(uiWords, () => '面板'),
    )
    await inPage(<Part name="scan" />)
    expect(await screen.findByText('panel scan')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('页面出错了')).toBeNull()
  })

  it('code that keeps failing: 加载失败 with 重试 in the part’s place; 重试 brings the part', async () => {
    const importer = flaky(2)
    const Part = lazyPart(
      importer,
      codeFailed(uiWords, () => '联系客服'),
    )
    await inPage(<Part name="support" />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('联系客服加载失败，请检查网络')
    expect(screen.queryByText('页面出错了')).toBeNull()
    const retry = screen.getByRole('button', { name: '重试加载联系客服' })
    expect(retry.textContent).toBe('重试')
    fireEvent.click(retry)
    expect(await screen.findByText('panel support')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('a part mounted again after its failure was shown (the person’s next tap) tries again', async () => {
    const importer = flaky(2)
    const Part = lazyPart(
      importer,
      codeFailed(uiWords, () => '联系客服'),
    )
    const first = await inPage(<Part name="support" />)
    await screen.findByRole('alert')
    first.unmount()
    expect(importer).toHaveBeenCalledTimes(2)
    await inPage(<Part name="support" />)
    expect(await screen.findByText('panel support')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('tries again by itself after a back-off, doubled each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const importer = flaky(4)
    const Part = lazyPart(
      importer,
      codeFailed(uiWords, () => '联系客服'),
    )
    await inPage(<Part name="support" />)
    // A load starts in a task of its own.
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(2)
    // Not before the back-off.
    await act(() => vi.advanceTimersByTimeAsync(BACK_OFF_MS - 1))
    expect(importer).toHaveBeenCalledTimes(2)
    // The back-off ends, and the load starts in the task after (a timer set during a tick is a millisecond on).
    await act(() => vi.advanceTimersByTimeAsync(1))
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(importer).toHaveBeenCalledTimes(4)
    expect(screen.getByRole('alert')).toBeTruthy()
    // The next after twice as long.
    await act(() => vi.advanceTimersByTimeAsync(2 * BACK_OFF_MS - 1))
    expect(importer).toHaveBeenCalledTimes(4)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(importer).toHaveBeenCalledTimes(5)
    expect(screen.getByText('panel support')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('code that fails as it runs is an error of ours: the error page, not 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Part = lazyPart(
      () => Promise.reject<typeof module>(new ReferenceError('x is not defined')),
      codeFailed(uiWords, () => '联系客服'),
    )
    await inPage(<Part name="support" />)
    expect(await screen.findByText('页面出错了')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重试加载联系客服' })).toBeNull()
  })
})

describe('code a deploy removed (a 404 for the file)', () => {
  function stubReload() {
    const reload = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, href: original.href, reload } })
    return Object.assign(reload, { restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }) })
  }

  it('reloads the page once; a page still missing it after the reload does not reload again', async () => {
    gone.mockResolvedValue(true)
    const reload = stubReload()
    try {
      await onDemand(flaky(2), true).load()
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
      // The reloaded page (the same tab's session storage): the file is still gone.
      await onDemand(flaky(2), true).load()
      await onDemand(flaky(2), true).load()
      await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(3))
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      reload.restore()
    }
  })

  it('does not reload when the file is there (a network blip), nor for code that is not a part', async () => {
    const reload = stubReload()
    try {
      await onDemand(flaky(2), true).load()
      await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1))
      gone.mockResolvedValue(true)
      await onDemand(flaky(2)).load()
      expect(gone).toHaveBeenCalledTimes(1)
      expect(reload).not.toHaveBeenCalled()
    } finally {
      reload.restore()
    }
  })
})
