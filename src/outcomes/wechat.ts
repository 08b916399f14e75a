/**
 * WeChat sign-in flows (contract "WeChat QR login" and "Sign-in inside WeChat
 * on a phone"): the official-account authorization URL, the state a flow keeps
 * for its return, and what a return to /loadings does, as rows of the one row
 * shape (decisionRow.ts). Pure: no React, no DOM, no storage.
 */
import type { MpScope } from '@/config/schema'
import type { KeptState } from '@/session/keys'
import { firstRow, type Row } from './decisionRow'
import { messageWords } from '../words/zh-CN/messages'
import { loginWords } from '../words/zh-CN/login'
import { wordsNow } from '../words/now'

/** WeChat's official-account authorization page. */
const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
/**
 * The demo's app id (public/config.js): no real one (`wx` and 16 hex digits). With it, the
 * authorization goes to the demo back end's stand-in for WeChat's page, with the same parameters.
 */
export const DEMO_MP_APP_ID = 'demo'
const DEMO_AUTHORIZE_PATH = '/demo/wechat/authorize'
/** Where WeChat returns, on this page's origin. */
const WECHAT_RETURN_PATH = '/home/loadings'
/** A state kept for the official-account round trip is good this long. */
export const MP_STATE_TTL_MS = 10 * 60 * 1000

/**
 * The authorization URL, its parameters in exactly the contract's order (WeChat requires it):
 * appid, redirect_uri, response_type, scope, state, then `#wechat_redirect`.
 */
export function mpAuthorizeUrl(p: { appId: string; scope: MpScope; origin: string; state: string }): string {
  const base = p.appId === DEMO_MP_APP_ID ? `${p.origin}${DEMO_AUTHORIZE_PATH}` : WECHAT_AUTHORIZE_URL
  return (
    `${base}?appid=${encodeURIComponent(p.appId)}` +
    `&redirect_uri=${encodeURIComponent(p.origin + WECHAT_RETURN_PATH)}` +
    `&response_type=code&scope=${p.scope}&state=${encodeURIComponent(p.state)}#wechat_redirect`
  )
}

/** A return to /loadings with WeChat's `code` and `state`, and what this browser kept. */
export interface WechatReturn {
  code: string | undefined
  state: string | undefined
  kept: KeptState | null
  now: number
}

export type ReturnDecision =
  /** GET login with this payload; the answer is decided like a scan result. */
  | { row: string; action: 'login'; source: 'open' | 'mp'; code: string; state: string; embedded: boolean }
  /** Back to a login page, with a message or none; no call. */
  | { row: string; action: 'back'; to: '/login' | '/LoginIfarme'; t: 'pwd' | null; message: string | null }

/** A return carries no result type: every row decides by the code, the state and what was kept. */
export type ReturnRow = Row<'wechatReturn', [r: WechatReturn], Omit<ReturnDecision, 'row'>>

const loginPage = (r: WechatReturn) => (r.kept?.embedded ? '/LoginIfarme' : '/login') as '/login' | '/LoginIfarme'
/** What a lost or stale state says: to scan again, or after the official-account flow, where nothing was scanned, to tap again. */
const stateLost = (r: WechatReturn) =>
  r.kept?.flow === 'mp'
    ? wordsNow(messageWords).mpStateMismatch(wordsNow(loginWords).wechat.signIn)
    : wordsNow(messageWords).qrStateMismatch
const expired = (k: KeptState, now: number) => k.flow === 'mp' && (now - k.at > MP_STATE_TTL_MS || now < k.at)

/** First matching row decides (src/outcomes/wechat.test.ts has a case for each). */
export const RETURN_ROWS: readonly ReturnRow[] = [
  {
    id: 'return.declined',
    context: 'wechatReturn',
    spec: 'A user who leaves WeChat’s consent page returns without code: back to the login on the phone panel, no message.',
    types: 'any',
    when: (r) => r.code === undefined && r.kept?.flow === 'mp',
    decide: (r) => ({ action: 'back', to: loginPage(r), t: 'pwd', message: null }),
  },
  {
    id: 'return.nothing',
    context: 'wechatReturn',
    spec: 'No code and no official-account flow under way: back to the login page.',
    types: 'any',
    when: (r) => r.code === undefined,
    decide: () => ({ action: 'back', to: '/login', t: null, message: null }),
  },
  {
    id: 'return.mismatch',
    context: 'wechatReturn',
    spec: 'A state that does not match the one kept (or none kept): back to the login with a message, no call.',
    types: 'any',
    when: (r) => !r.state || !r.kept || r.kept.state !== r.state,
    decide: (r) => ({ action: 'back', to: loginPage(r), t: null, message: stateLost(r) }),
  },
  {
    id: 'return.expired',
    context: 'wechatReturn',
    spec: 'The official-account state is kept 10 minutes: an older one is treated as a mismatch.',
    types: 'any',
    when: (r) => r.kept !== null && expired(r.kept, r.now),
    decide: (r) => ({ action: 'back', to: loginPage(r), t: null, message: stateLost(r) }),
  },
  {
    id: 'return.mp',
    context: 'wechatReturn',
    spec: 'The official-account flow: GET login with { code, source: "mp" }, decided like a scan result (embedded: as the embedded login).',
    types: 'any',
    when: (r) => r.kept?.flow === 'mp',
    decide: (r) => ({ action: 'login', source: 'mp', code: r.code ?? '', state: r.state ?? '', embedded: r.kept?.embedded ?? false }),
  },
  {
    id: 'return.qr',
    context: 'wechatReturn',
    spec: 'The QR flow: GET login with { code, source: "open" }.',
    types: { rest: [] },
    decide: (r) => ({ action: 'login', source: 'open', code: r.code ?? '', state: r.state ?? '', embedded: false }),
  },
]

export function decideReturn(r: WechatReturn): ReturnDecision {
  const row = firstRow(RETURN_ROWS, () => null, r)
  return { row: row.id, ...row.decide(r) } as ReturnDecision
}
