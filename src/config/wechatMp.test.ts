import { describe, expect, it } from 'vitest'
import { parseConfig } from './schema'
import { wechatMpOn } from './wechatMp'

describe('wechatMpOn (the early script’s read of config.js)', () => {
  it.each([
    [undefined],
    [null],
    [{}],
    [{ wechatMpAppId: '' }],
    [{ wechatMpAppId: '   ' }],
    [{ wechatMpAppId: 'wx1234567890abcdef' }],
    [{ wechatMpAppId: ' wx1234567890abcdef ' }],
  ])('says what the schema keeps of %o', (raw) => {
    const parsed = parseConfig(raw)
    const on = parsed.ok && parsed.config.wechatMpAppId !== ''
    expect(wechatMpOn(raw)).toBe(on)
  })
})
