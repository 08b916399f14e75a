import { describe, expect, it } from 'vitest'
import { preloadLoginPanel } from './panels'

describe('preloadLoginPanel (the login routes’ loader)', () => {
  it('makes a deep link wait for the panel its t opens, so the panel comes with the page', async () => {
    const loading = preloadLoginPanel({ t: 'pwd', cause: 'enter' })
    expect(loading).toBeInstanceOf(Promise)
    await loading
    expect(preloadLoginPanel({ t: 'bindPhone', cause: 'enter' })).toBeInstanceOf(Promise)
  })

  it('does not hold a tab switch on the page (the tab switches at once)', () => {
    expect(preloadLoginPanel({ t: 'pwd', cause: 'stay' })).toBeUndefined()
    expect(preloadLoginPanel({ t: 'bindPhone', cause: 'preload' })).toBeUndefined()
  })

  it('has nothing to load for the QR panel, which is part of the page', () => {
    expect(preloadLoginPanel({ t: 'scan', cause: 'enter' })).toBeUndefined()
    expect(preloadLoginPanel({ t: undefined, cause: 'enter' })).toBeUndefined()
  })
})
