import * as v from 'valibot'
import { configWords } from '../words/zh-CN/config'
import { wordsNow } from '../words/now'

/** A word made when valibot needs it (an issue's message, a default), in the page's language then. */
const said = (word: keyof typeof configWords.source) => () => wordsNow(configWords)[word]

/**
 * Runtime configuration (contract: "Runtime configuration"). `/home/config.js`
 * sets `window.__HOME_CONFIG__`; every key has a default suitable for the demo.
 * Pure: parsing only, no globals.
 */
/** An http(s) URL or a path on this site: never javascript:, data: or a protocol-relative URL. */
export function isSafeUrl(value: string): boolean {
  if (value === '') return true
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  return /^https?:\/\/[^\s/\\]/i.test(value)
}
const safe = v.check((value: string) => isSafeUrl(value), said('unsafeUrl'))
const url = v.pipe(v.string(), v.trim(), v.nonEmpty(said('empty')), safe)
const optionalUrl = v.pipe(v.string(), v.trim(), safe)

const seasonalWindow = v.object({
  from: v.pipe(v.number(), v.integer()),
  to: v.pipe(v.number(), v.integer()),
  logo: optionalUrl,
  banner: v.optional(optionalUrl, ''),
})

const DEFAULT_SEASONAL = [
  { from: 1672502400, to: 1675612800, logo: '/home/seasonal/logo-2023.svg', banner: '/home/seasonal/banner-2023.svg' },
]

/** `wechatMpScope`: WeChat's official-account authorization scopes. */
const MP_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const
export type MpScope = (typeof MP_SCOPES)[number]

const ConfigSchema = v.strictObject({
  apiBase: v.optional(v.pipe(url, v.endsWith('/', said('apiBaseSlash'))), '/home/api/'),
  companyAppUrl: v.optional(url, '/demo/company'),
  factoryAppUrl: v.optional(url, '/demo/factory'),
  mainSiteUrl: v.optional(url, '/demo/main'),
  trustedHosts: v.optional(v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty())), ['localhost', '127.0.0.1']),
  wechatAppId: v.optional(v.string(), ''),
  /** Sign-in inside WeChat on a phone (contract "Sign-in inside WeChat on a phone"): on or off by wechatMpOn (./wechatMp.ts). */
  wechatMpAppId: v.optional(v.pipe(v.string(), v.trim()), ''),
  wechatMpScope: v.optional(v.picklist(MP_SCOPES, said('wechatMpScope')), 'snsapi_base'),
  supportQrUrl: v.optional(optionalUrl, '/home/support-qr.svg'),
  // The operator's, shown as given; without them the footer shows the demo's, in the page's language (SiteFooter.tsx).
  companyName: v.optional(v.string()),
  filingNumber: v.optional(v.string()),
  seasonal: v.optional(v.array(seasonalWindow), DEFAULT_SEASONAL),
})

export type AppConfig = v.InferOutput<typeof ConfigSchema>

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] }

export function parseConfig(raw: unknown): ConfigResult {
  const result = v.safeParse(ConfigSchema, raw ?? {})
  if (result.success) return { ok: true, config: result.output }
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const where = v.getDotPath(issue) ?? wordsNow(configWords).root
      return `${where}: ${issue.message}`
    }),
  }
}

/** The defaults alone: what tests and prerendering use when no config.js ran. */
export const DEFAULT_CONFIG: AppConfig = v.parse(ConfigSchema, {})
