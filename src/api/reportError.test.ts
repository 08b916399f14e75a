import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '@/test/userAgents'
import { withEngine } from './reportError'

describe('withEngine', () => {
  it('ends the report with the engine it came from', () => {
    expect(withEngine('TypeError: x is not a function', USER_AGENTS.qqAndroid)).toBe(
      'TypeError: x is not a function\nengine: Chromium 109 (QQBrowser 14.9)',
    )
  })
  it('keeps the engine line when it trims a long report to the contract’s 2000 characters', () => {
    const text = withEngine('x'.repeat(5000), USER_AGENTS.wechatIphone)
    expect(text).toHaveLength(2000)
    expect(text.endsWith('\nengine: iOS WebKit 17.2 (WeChat 8.0)')).toBe(true)
  })
})
