import { describe, expect, it } from 'vitest'
import { keepArrivalReferrer, takeArrivalReferrer } from './arrival'

describe('the page a person came from, across the jump_url redirect (src/session/arrival.ts)', () => {
  it('is given back once, then forgotten', () => {
    keepArrivalReferrer('http://127.0.0.1:9000/portal')
    expect(takeArrivalReferrer()).toBe('http://127.0.0.1:9000/portal')
    expect(takeArrivalReferrer()).toBeNull()
  })

  it('an empty referrer keeps nothing and forgets one kept before', () => {
    keepArrivalReferrer('http://127.0.0.1:9000/portal')
    keepArrivalReferrer('')
    expect(sessionStorage.length).toBe(0)
    expect(takeArrivalReferrer()).toBeNull()
  })
})
