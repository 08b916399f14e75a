/**
 * The exact client-storage names of spec section 3. Other applications on the
 * same origin read them, so they are spelled exactly as the spec writes them.
 * Pure constants: the outcomes core may import them without touching storage.
 */
export const LOCAL_KEYS = [
  'TOKEN',
  'token',
  'strNo',
  'isAuto',
  'mobile',
  'firstMobile',
  'phone',
  'message',
  'list',
  'factorys',
  'have_user',
  'otherQuery',
  'factory_url',
  'company_url',
  'url',
  'editcompany',
  'edit',
  'referrer_url',
] as const

export type LocalKey = (typeof LOCAL_KEYS)[number]

export const SESSION_KEYS = ['Loginnumber'] as const
export type SessionKey = (typeof SESSION_KEYS)[number]

/** Cookie holding the selection number (the token-type cookie). */
export const TOKEN_TYPE_COOKIE = 'TOKEN_TYPE'

/** Storage a decision asks for; applied by src/session, described by src/outcomes. */
export type StorageWrite =
  | { area: 'local'; key: LocalKey; value: string | null }
  | { area: 'session'; key: SessionKey; value: string | null }
  | { area: 'cookie'; key: typeof TOKEN_TYPE_COOKIE; value: string | null }

/** Which flow sent the person to WeChat: the QR (`open`, WeChat's website app) or the official account (`mp`). */
type WechatFlow = 'qr' | 'mp'

/** What a WeChat flow keeps for its return (./storage.ts keeps it, ./wechat.ts reads it; src/outcomes/wechat.ts decides the return). */
export interface KeptState {
  state: string
  flow: WechatFlow
  /** Started from the embedded login (/LoginIfarme). */
  embedded: boolean
  /** When it was kept (ms since the epoch). */
  at: number
}
