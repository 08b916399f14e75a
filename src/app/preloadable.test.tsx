import { Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

function Panel({ name }: { name: string }) {
  return <p>panel {name}</p>
}

describe('preloadable (src/app/preloadable.ts)', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Panel }))
    await Lazy.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="pwd" />
      </Suspense>,
    )
    // Synchronously, in the first commit: no fallback in between.
    expect(screen.getByText('panel pwd')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('loads on first render when nothing preloaded it, and loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }))
    const Lazy = preloadable(load)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="scan" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('panel scan')).toBeTruthy()
    await Lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load (a flaky network does not leave the panel broken)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Panel }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Panel })
    const Lazy = preloadable(load)
    await expect(Lazy.preload()).rejects.toThrow('offline')
    await act(() => Lazy.preload())
    render(<Lazy name="bindPhone" />)
    expect(screen.getByText('panel bindPhone')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
