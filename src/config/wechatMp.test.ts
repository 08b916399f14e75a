// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseConfig } from './schema'
import { wechatMpOn } from './wechatMp'

describe('wechatMpOn (微信一键登录 on or off, for every side)', () => {
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
    // The early script's read of the raw object says what the app reads of the parsed one.
    expect(wechatMpOn(raw)).toBe(parsed.ok && wechatMpOn(parsed.config))
    if (parsed.ok) expect(parsed.config.wechatMpAppId).toBe(wechatMpOn(raw) ? 'wx1234567890abcdef' : '')
  })
})
