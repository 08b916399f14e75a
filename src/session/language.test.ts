import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeLanguage, storedLanguage } from './language'

describe('the stored choice of language', () => {
  afterEach(() => localStorage.clear())

  it('is kept in localStorage under its key, and read back', () => {
    expect(storedLanguage()).toBeNull()
    storeLanguage('en')
    expect(localStorage.getItem('home:lang')).toBe('en')
    expect(storedLanguage()).toBe('en')
  })

  it('reads as none where storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(storedLanguage()).toBeNull()
    spy.mockRestore()
  })
})
