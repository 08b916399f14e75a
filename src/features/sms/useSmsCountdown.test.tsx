import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { writeSmsDeadline } from '@/session/sms'
import { useSmsCountdown } from './useSmsCountdown'

/** What a code really sent does (src/api/sendCode.ts): store the deadline. */
const codeSent = (scope: string) => writeSmsDeadline(scope, Date.now() + 60_000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(new Date('2026-11-21T08:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('SMS countdown (60 s, kept across reloads and tabs)', () => {
  it('a code sent in this tab (or before the app was ready) counts down from 60 and frees the button at 0', () => {
    const { result } = renderHook(() => useSmsCountdown('login'))
    expect(result.current.remaining).toBe(0)
    act(() => codeSent('login'))
    expect(result.current.remaining).toBe(60)
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current.remaining).toBe(30)
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current.remaining).toBe(0)
    expect(result.current.requested).toBe(true)
  })

  it('a reload (a new mount) shows the same remaining time', () => {
    const first = renderHook(() => useSmsCountdown('login'))
    act(() => codeSent('login'))
    act(() => vi.advanceTimersByTime(12_000))
    first.unmount()
    const second = renderHook(() => useSmsCountdown('login'))
    expect(second.result.current.remaining).toBe(48)
  })

  it('another tab starting the countdown shows here too', () => {
    const { result } = renderHook(() => useSmsCountdown('login'))
    act(() => {
      localStorage.setItem('home:smsDeadline:login', String(Date.now() + 40_000))
      window.dispatchEvent(new StorageEvent('storage', { key: 'home:smsDeadline:login' }))
    })
    expect(result.current.remaining).toBe(40)
  })

  it('a form with no countdown renders once: mounting it adopts no time (the fields a registration hydrates are not rendered again)', () => {
    let renders = 0
    renderHook(() => {
      renders += 1
      return useSmsCountdown('login')
    })
    act(() => vi.advanceTimersByTime(1_000))
    expect(renders).toBe(1)
  })

  it('scopes do not share a countdown', () => {
    const login = renderHook(() => useSmsCountdown('login'))
    const bind = renderHook(() => useSmsCountdown('bind'))
    act(() => codeSent('login'))
    expect(login.result.current.remaining).toBe(60)
    expect(bind.result.current.remaining).toBe(0)
  })
})
