import type { AppConfig } from '@/config/schema'

/**
 * Which origins the app may send the user to (contract: "Leaving for the main
 * applications", `trustedHosts`). Pure: the page origin is passed in.
 */
type UrlConfig = Pick<AppConfig, 'companyAppUrl' | 'factoryAppUrl' | 'mainSiteUrl' | 'trustedHosts'>

/** `example.com` matches itself and its subdomains, nothing else. */
export function isTrustedHost(host: string, trustedHosts: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  if (!h) return false
  return trustedHosts.some((entry) => {
    const e = entry
      .toLowerCase()
      .replace(/^\*?\./, '')
      .replace(/\.$/, '')
    return e !== '' && (h === e || h.endsWith(`.${e}`))
  })
}

/** An http(s) URL, resolved against the page origin; anything else is null. */
function toHttpUrl(raw: string | null | undefined, origin: string): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  // Backslashes are read as slashes by browsers (`/\evil.com`): refuse them outright.
  if (raw.includes('\\')) return null
  try {
    const url = new URL(raw.trim(), origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The URL when it is http(s) and its host is trusted; else null. */
export function trustedUrl(raw: string | null | undefined, config: Pick<AppConfig, 'trustedHosts'>, origin: string): URL | null {
  const url = toHttpUrl(raw, origin)
  return url && isTrustedHost(url.hostname, config.trustedHosts) ? url : null
}

export type AppKind = 'company' | 'factory'

export interface LeaveInput {
  app: AppKind
  token: string
  autoLogin: boolean
  /** `Special` of the answer: an alternate company base, used only when trusted. */
  special?: string | null
  /** Stored `factory_url` of a test factory, used only when trusted. */
  factoryUrl?: string | null
}

/**
 * `<base>/login?token=<Bearer>` (+ `&code=1` with auto-login), per the contract.
 * The base is `Special` (company, trusted) or the stored test `factory_url`
 * (factory, trusted), else the configured app URL.
 */
export function appLoginUrl(input: LeaveInput, config: UrlConfig, origin: string): string {
  const override = input.app === 'company' ? input.special : input.factoryUrl
  const configured = input.app === 'company' ? config.companyAppUrl : config.factoryAppUrl
  const base = trustedUrl(override, config, origin) ?? new URL(configured, origin)
  const url = new URL(base.href)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/login`
  url.search = ''
  url.hash = ''
  url.searchParams.set('token', input.token)
  if (input.autoLogin) url.searchParams.set('code', '1')
  return url.href
}

/** The main site home with `jump_url=<value>` (embedded login). */
export function mainSiteJumpUrl(jumpUrl: string, config: UrlConfig, origin: string): string {
  const url = new URL(config.mainSiteUrl, origin)
  url.searchParams.set('jump_url', jumpUrl)
  return url.href
}
