import { beforeEach, describe, expect, it } from 'vitest'
import { forgetWechatState, keepWechatState, readWechatState } from './wechat'

const KEY = 'home:wechatState'

describe('the WeChat sign-in state (src/session/wechat.ts)', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

  it('keeps an official-account flow in session storage and in local storage, which survives WeChat dropping the session', () => {
    const kept = { state: 'abc', flow: 'mp' as const, embedded: true, at: 1 }
    keepWechatState(kept)
    expect(readWechatState()).toEqual(kept)
    sessionStorage.clear()
    expect(readWechatState()).toEqual(kept)
  })

  it('keeps a QR’s state with its tab only, and a new QR replaces an official-account fallback', () => {
    keepWechatState({ state: 'old', flow: 'mp', embedded: false, at: 1 })
    keepWechatState({ state: 'q1', flow: 'qr', embedded: false, at: 2 })
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(readWechatState()).toMatchObject({ state: 'q1', flow: 'qr' })
  })

  it('prefers this tab’s state to the fallback', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: 'other-tab', flow: 'mp', embedded: false, at: 1 }))
    sessionStorage.setItem(KEY, JSON.stringify({ state: 'mine', flow: 'mp', embedded: false, at: 1 }))
    expect(readWechatState()?.state).toBe('mine')
  })

  it('reads anything else as nothing kept, and forgets both copies', () => {
    sessionStorage.setItem(KEY, '{"state":"","flow":"mp","embedded":false,"at":1}')
    localStorage.setItem(KEY, 'not json')
    expect(readWechatState()).toBeNull()
    keepWechatState({ state: 'abc', flow: 'mp', embedded: false, at: 1 })
    forgetWechatState()
    expect(readWechatState()).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
