// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, parseConfig } from './schema'

describe('runtime config (contract "Runtime configuration")', () => {
  it('has a default for every key', () => {
    expect(parseConfig(undefined)).toEqual({ ok: true, config: DEFAULT_CONFIG })
    expect(DEFAULT_CONFIG.apiBase).toBe('/home/api/')
    expect(DEFAULT_CONFIG.seasonal[0]).toMatchObject({ from: 1672502400, to: 1675612800 })
  })
  it('turns sign-in inside WeChat off by default, with the base scope', () => {
    expect(DEFAULT_CONFIG).toMatchObject({ wechatMpAppId: '', wechatMpScope: 'snsapi_base' })
    const r = parseConfig({ wechatMpAppId: ' wx8f3c1d2e4b5a6978 ', wechatMpScope: 'snsapi_userinfo' })
    expect(r.ok && r.config).toMatchObject({ wechatMpAppId: 'wx8f3c1d2e4b5a6978', wechatMpScope: 'snsapi_userinfo' })
  })
  it('keeps given values and normalises host names', () => {
    const r = parseConfig({ companyAppUrl: 'https://c.example', trustedHosts: [' Toy.Example '] })
    expect(r.ok && r.config.companyAppUrl).toBe('https://c.example')
    expect(r.ok && r.config.trustedHosts).toEqual(['toy.example'])
  })
  it.each([
    [{ apiBase: '/api' }, 'apiBase'],
    [{ trustedHosts: 'toy.example' }, 'trustedHosts'],
    [{ seasonal: [{ from: 'x' }] }, 'seasonal'],
    [{ companyAppUrl: '' }, 'companyAppUrl'],
    [{ unknownKey: 1 }, 'unknownKey'],
    [{ supportQrUrl: 'javascript:alert(1)' }, 'supportQrUrl'],
    [{ companyAppUrl: '//evil.example' }, 'companyAppUrl'],
    [{ wechatMpScope: 'snsapi_login' }, 'wechatMpScope'],
    [{ wechatMpAppId: 42 }, 'wechatMpAppId'],
    [{ seasonal: [{ from: 1, to: 2, logo: 'data:image/svg+xml,<svg onload=alert(1)>' }] }, 'seasonal'],
    ['not an object', '根'],
  ])('names the problem in %j', (raw, where) => {
    const r = parseConfig(raw)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.problems.join('\n')).toContain(where)
  })
})
