// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MSG } from '../words/zh-CN/messages'
import type { KeptState } from '@/session/keys'
import {
  decideReturn,
  DEMO_MP_APP_ID,
  MP_STATE_TTL_MS,
  mpAuthorizeUrl,
  RETURN_ROWS,
  type ReturnDecision,
  type WechatReturn,
} from './wechat'

const NOW = 1_800_000_000_000
const mp = (more: Partial<KeptState> = {}): KeptState => ({ state: 's1', flow: 'mp', embedded: false, at: NOW - 1000, ...more })
const qr = (more: Partial<KeptState> = {}): KeptState => ({ state: 's1', flow: 'qr', embedded: false, at: NOW - 60 * 60_000, ...more })
const back = (r: WechatReturn) => ({ code: r.code, state: r.state, kept: r.kept, now: NOW })

/** One case per row of RETURN_ROWS, in order. */
const ROW_CASES: Array<[WechatReturn, ReturnDecision]> = [
  [
    { code: undefined, state: 's1', kept: mp(), now: NOW },
    { row: 'return.declined', action: 'back', to: '/login', t: 'pwd', message: null },
  ],
  [
    { code: undefined, state: undefined, kept: null, now: NOW },
    { row: 'return.nothing', action: 'back', to: '/login', t: null, message: null },
  ],
  [
    { code: 'c1', state: 'forged', kept: mp(), now: NOW },
    { row: 'return.mismatch', action: 'back', to: '/login', t: null, message: MSG.mpStateMismatch('微信一键登录') },
  ],
  [
    { code: 'c1', state: 's1', kept: mp({ at: NOW - MP_STATE_TTL_MS - 1 }), now: NOW },
    { row: 'return.expired', action: 'back', to: '/login', t: null, message: MSG.mpStateMismatch('微信一键登录') },
  ],
  [
    { code: 'c1', state: 's1', kept: mp(), now: NOW },
    { row: 'return.mp', action: 'login', source: 'mp', code: 'c1', state: 's1', embedded: false },
  ],
  [
    { code: 'c1', state: 's1', kept: qr(), now: NOW },
    { row: 'return.qr', action: 'login', source: 'open', code: 'c1', state: 's1', embedded: false },
  ],
]

describe('WeChat returns to /loadings (src/outcomes/wechat.ts)', () => {
  it('has a case for every row, in order, each decided by its own row', () => {
    expect(ROW_CASES.map(([, d]) => d.row)).toEqual(RETURN_ROWS.map((r) => r.id))
    for (const [r, expected] of ROW_CASES) expect(decideReturn(r)).toEqual(expected)
  })

  it('a lost state says to scan again after a scan (or when nothing was kept), to tap 微信一键登录 again after it: nothing was scanned', () => {
    expect(decideReturn({ code: 'c1', state: 'forged', kept: qr(), now: NOW })).toMatchObject({ message: MSG.qrStateMismatch })
    expect(decideReturn({ code: 'c1', state: 's1', kept: null, now: NOW })).toMatchObject({ message: MSG.qrStateMismatch })
    expect(decideReturn({ code: 'c1', state: 'forged', kept: mp(), now: NOW })).toMatchObject({ message: MSG.mpStateMismatch('微信一键登录') })
  })

  it('an embedded flow returns to the embedded login and is decided as the embedded login', () => {
    expect(decideReturn(back({ code: undefined, state: 's1', kept: mp({ embedded: true }), now: NOW }))).toMatchObject({
      to: '/LoginIfarme',
      t: 'pwd',
    })
    expect(decideReturn({ code: 'c', state: 'x', kept: mp({ embedded: true }), now: NOW })).toMatchObject({ to: '/LoginIfarme' })
    expect(decideReturn({ code: 'c', state: 's1', kept: mp({ embedded: true }), now: NOW })).toMatchObject({
      action: 'login',
      embedded: true,
    })
  })

  it('a code without a state, or with nothing kept (session and local storage both gone), makes no call', () => {
    expect(decideReturn({ code: 'c', state: undefined, kept: mp(), now: NOW }).row).toBe('return.mismatch')
    expect(decideReturn({ code: 'c', state: '', kept: mp(), now: NOW }).row).toBe('return.mismatch')
    expect(decideReturn({ code: 'c', state: 's1', kept: null, now: NOW }).row).toBe('return.mismatch')
  })

  it('keeps the official-account state exactly 10 minutes; a QR’s lives with its tab', () => {
    expect(decideReturn({ code: 'c', state: 's1', kept: mp({ at: NOW - MP_STATE_TTL_MS }), now: NOW }).row).toBe('return.mp')
    expect(decideReturn({ code: 'c', state: 's1', kept: mp({ at: NOW + 60_000 }), now: NOW }).row).toBe('return.expired')
    expect(decideReturn({ code: 'c', state: 's1', kept: qr({ at: NOW - 24 * 3600_000 }), now: NOW }).row).toBe('return.qr')
  })
})

describe('the official-account authorization URL', () => {
  it('has the contract’s parameters in exactly its order, the return address encoded', () => {
    const url = mpAuthorizeUrl({ appId: 'wx8f3c1d2e4b5a6978', scope: 'snsapi_base', origin: 'https://toys.example', state: 'ab12' })
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx8f3c1d2e4b5a6978' +
        '&redirect_uri=https%3A%2F%2Ftoys.example%2Fhome%2Floadings&response_type=code&scope=snsapi_base&state=ab12#wechat_redirect',
    )
    expect([...new URL(url).searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state'])
    expect(mpAuthorizeUrl({ appId: 'wx1', scope: 'snsapi_userinfo', origin: 'https://a.example', state: 's' })).toContain(
      '&scope=snsapi_userinfo&',
    )
  })
  it('the demo’s app id goes to the demo back end’s stand-in, on this origin, with the same parameters', () => {
    const url = mpAuthorizeUrl({ appId: DEMO_MP_APP_ID, scope: 'snsapi_base', origin: 'http://127.0.0.1:5173', state: 's' })
    expect(
      url.startsWith(
        'http://127.0.0.1:5173/demo/wechat/authorize?appid=demo&redirect_uri=http%3A%2F%2F127.0.0.1%3A5173%2Fhome%2Floadings&',
      ),
    ).toBe(true)
  })
})
