import { beforeEach, describe, expect, it } from 'vitest'
import { CODE_RELOAD_AGAIN_MS, mayReloadForGoneCode } from './codeReload'

describe('mayReloadForGoneCode (src/session/codeReload.ts)', () => {
  beforeEach(() => sessionStorage.clear())

  it('allows one reload, then none until the window has passed', () => {
    expect(mayReloadForGoneCode(1_000)).toBe(true)
    expect(mayReloadForGoneCode(1_000 + CODE_RELOAD_AGAIN_MS - 1)).toBe(false)
    expect(mayReloadForGoneCode(1_000 + CODE_RELOAD_AGAIN_MS)).toBe(true)
    expect(mayReloadForGoneCode(1_000 + CODE_RELOAD_AGAIN_MS + 1)).toBe(false)
  })

  it('a mark that is not a time (tampered with, or another release’s) is no mark', () => {
    sessionStorage.setItem('home:code-reload', 'soon')
    expect(mayReloadForGoneCode(5)).toBe(true)
    expect(sessionStorage.getItem('home:code-reload')).toBe('5')
  })
})
