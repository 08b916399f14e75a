import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '@/test/renderApp'
import { readWechatState } from '@/session/wechat'

const qrState = () => readWechatState()?.state ?? null

// Only the clock is faked: the 500 ms guard reads Date.now().
const clockAt = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 10, 21, 8, 0, 0) + ms))
afterEach(() => vi.useRealTimers())

describe('QR panel', () => {
  it('remembers a fresh random state for every QR shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    clockAt(0)
    const { user } = await renderApp('/home/login')
    await waitFor(() => expect(qrState()).toMatch(/^[0-9a-f]{32}$/))
    const first = qrState()
    await user.click(screen.getByRole('button', { name: '刷新二维码' }))
    await waitFor(() => expect(qrState()).not.toBe(first))
  })

  it('a refresh within 500 ms says 操作太过频繁 and keeps the QR; at 500 ms it is allowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    clockAt(0)
    const { user } = await renderApp('/home/login')
    await waitFor(() => expect(qrState()).not.toBeNull())
    await user.click(screen.getByRole('button', { name: '刷新二维码' }))
    const afterFirst = qrState()
    clockAt(499)
    await user.click(screen.getByRole('button', { name: '刷新二维码' }))
    expect(await screen.findByText('操作太过频繁')).toBeTruthy()
    expect(qrState()).toBe(afterFirst)
    clockAt(500)
    await user.click(screen.getByRole('button', { name: '刷新二维码' }))
    await waitFor(() => expect(qrState()).not.toBe(afterFirst))
  })

  it('the demo stand-in "scans" through /loadings with that state', async () => {
    const { user, router } = await renderApp('/home/login')
    await user.click(await screen.findByRole('button', { name: '模拟扫码' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'))
    // The transit page consumed code and state (they leave the address bar).
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })
})
