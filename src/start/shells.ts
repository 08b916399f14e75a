/**
 * Which prerendered shell a page shows at first paint, as rows like the
 * outcome table: per route, the search params and device controls that change
 * its first render, and the shell variant they select. The build prerenders one
 * shell per variant into the route's HTML (scripts/build/prerender.ts); the
 * early script (src/start/early.ts, before any app code) keeps the variant
 * of this URL and device and drops the others, so a deep link (`?t=pwd`) or a
 * phone shows its own panel at first paint; the app (src/main.tsx) hydrates
 * that variant with the real search params and device, so its first render is
 * what the page shows. `null`: no shell fits (the app renders over the page).
 *
 * `src/prerender.test.tsx` renders every route for every value of its
 * params and every kind of device, and checks each render equals its variant's.
 */
import { loginArrival } from '../outcomes/navigation.ts'
import { controlsFor, DEVICE_KINDS, type DeviceControls, type DeviceKind } from './deviceControls.ts'

/** `t` of `/` and `/login`. */
export const LOGIN_MODES = ['scan', 'pwd', 'bindPhone'] as const
export type LoginMode = (typeof LOGIN_MODES)[number]

/** `t` of /LoginIfarme: the login page's values for its two tabs (scan: QR, pwd: mobile). */
const EMBEDDED_MODES = ['scan', 'pwd'] as const
export type EmbeddedMode = (typeof EMBEDDED_MODES)[number]

/** `id` of /register and /company. */
export const REGISTER_IDS = ['1', 'edit', 'editFactory'] as const

/** `identifier` of /agreement. */
const AGREEMENT_IDS = ['0', '1'] as const

/** A search param's values: the listed ones (anything else counts as absent, as the route's schema has it), or any text up to TEXT_MAX. */
export type Domain = readonly [string, ...string[]] | 'text'

/** The longest free-text param kept; a longer one counts as absent (the routes' schemas and the early script alike). */
export const TEXT_MAX = 2048

/** A param's value as its domain keeps it: listed, or text no longer than TEXT_MAX; else absent. */
export function keptValue(domain: Domain, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return (domain === 'text' ? value.length <= TEXT_MAX : domain.includes(value)) ? value : undefined
}

/**
 * The search params each shell route's first render reads, with their domains: the shells keep a
 * param by them (shellSearch), and the route's schema is built from the same (src/app/searchParams.ts, domainEntries).
 */
export const LOGIN_PARAMS = { t: LOGIN_MODES, code: 'text' } as const
export const EMBEDDED_PARAMS = { t: EMBEDDED_MODES } as const
export const REGISTER_PARAMS = { id: REGISTER_IDS } as const
export const AGREEMENT_PARAMS = { identifier: AGREEMENT_IDS } as const

/** What a shell variant shows beyond its route's own chunks, each asked for as the app's entry arrives where its variant is kept (their modules: src/features/login/panelFiles.ts). */
export const PANELS = ['phone', 'bindPhone', 'wechat'] as const
export type Panel = (typeof PANELS)[number]

/** A shell variant: its name (the prerendered shell's `data-variant`) and the panels it shows, as data. */
export interface ShellVariant {
  name: string
  panels: readonly Panel[]
}

export interface ShellRoute {
  /** The search params the first render reads. */
  params: Readonly<Record<string, Domain>>
  /** The variant for these values (each a value of its domain, or undefined) and this device. */
  variant: (search: Readonly<Record<string, string | undefined>>, device: DeviceControls) => ShellVariant | null
}

/** The login panel a page opens: its `t`, or without one the device's (phones open on the phone panel). */
export function loginMode<M extends string>(t: M | undefined, device: DeviceControls): M | DeviceControls['defaultLoginMode'] {
  return t ?? device.defaultLoginMode
}

/**
 * The panels a login mode shows on this device, the one rule for the shells, the routes' loaders
 * (src/features/login/panels.ts), the card's heading and the build's preloads: the form panel of
 * the mode, and the one-tap WeChat sign-in in WeChat on a phone, but not while binding a phone after a WeChat sign-in.
 */
export function loginPanels(mode: LoginMode, device: DeviceControls): Panel[] {
  const form: Panel[] = mode === 'pwd' ? ['phone'] : mode === 'bindPhone' ? ['bindPhone'] : []
  return device.wechatSignIn && mode !== 'bindPhone' ? [...form, 'wechat'] : form
}

/**
 * A login variant's name: the mode, then what the device changes in it (the one-tap WeChat sign-in in WeChat on a
 * phone, the QR's line for phones, the auto-login row of desktop browsers).
 */
function loginVariant(mode: LoginMode, d: DeviceControls, autoLogin: boolean): ShellVariant {
  const panels = loginPanels(mode, d)
  const wechat = panels.includes('wechat')
  const name =
    mode === 'bindPhone'
      ? 'bindPhone'
      : mode === 'pwd'
        ? wechat
          ? 'pwd.wechat'
          : autoLogin && d.autoLoginOffered
            ? 'pwd.auto'
            : 'pwd'
        : `scan.${wechat ? 'wechat' : d.qrScannedElsewhere ? 'phone' : d.autoLoginOffered ? 'auto' : 'plain'}`
  return { name, panels }
}

const LOGIN: ShellRoute = {
  params: LOGIN_PARAMS,
  // A scan result forwards to /loadings: no shell of the card fits.
  variant: ({ t, code }, d) => (loginArrival({ code }) === 'scan' ? null : loginVariant(loginMode(t as LoginMode | undefined, d), d, true)),
}

const EMBEDDED: ShellRoute = {
  params: EMBEDDED_PARAMS,
  // The embedded login offers no auto-login on its phone panel.
  variant: ({ t }, d) => loginVariant(loginMode(t as EmbeddedMode | undefined, d), d, false),
}

const REGISTER: ShellRoute = {
  params: REGISTER_PARAMS,
  // id=1 only changes what is sent (the stored identity, read in an effect).
  variant: ({ id }) => ({ name: id === 'edit' || id === 'editFactory' ? id : 'new', panels: [] }),
}

const AGREEMENT: ShellRoute = {
  params: AGREEMENT_PARAMS,
  variant: ({ identifier }) => ({ name: identifier === '1' ? '1' : '0', panels: [] }),
}

/** Routes whose first render depends on the URL's search or the device. Every other route has one shell, `SINGLE`. */
export const SHELL_ROUTES: Readonly<Record<string, ShellRoute>> = {
  '/': LOGIN,
  '/login': LOGIN,
  '/LoginIfarme': EMBEDDED,
  '/register': REGISTER,
  '/company': REGISTER,
  '/agreement': AGREEMENT,
}

/** The one variant of a route whose first render depends on neither. */
export const SINGLE = 'page'
const SINGLE_VARIANT: ShellVariant = { name: SINGLE, panels: [] }

/** The route's params as its schema would keep them: a value outside a param's domain is absent. */
export function shellSearch(route: ShellRoute, read: (name: string) => unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [name, domain] of Object.entries(route.params)) out[name] = keptValue(domain, read(name))
  return out
}

/** The shell variant a page at `path` (under /home, no trailing slash) shows for these search params and this device. */
export function shellVariant(path: string, read: (name: string) => unknown, device: DeviceControls): ShellVariant | null {
  const route = SHELL_ROUTES[path]
  return route ? route.variant(shellSearch(route, read), device) : SINGLE_VARIANT
}

/** One prerender of a variant: the search and device it is rendered with. */
export interface ShellCase {
  variant: string
  panels: readonly Panel[]
  search: Record<string, string>
  device: DeviceKind
}

/** Every combination of a route's param values (absent, each listed value, a sample text) and device kind. */
export function shellCombinations(path: string): Array<{ search: Record<string, string>; device: DeviceKind }> {
  const route = SHELL_ROUTES[path]
  let searches: Array<Record<string, string>> = [{}]
  for (const [name, domain] of Object.entries(route?.params ?? {})) {
    const values = domain === 'text' ? ['0a1b2c'] : [...domain, 'other']
    searches = searches.flatMap((s) => [s, ...values.map((v) => ({ ...s, [name]: v }))])
  }
  // A desktop browser first: its variant is the page's default (shown if the early script does not run).
  const devices: DeviceKind[] = ['desktop', ...DEVICE_KINDS.filter((k) => k !== 'desktop')]
  return searches.flatMap((search) => devices.map((device) => ({ search, device })))
}

/** The variants of a route, each with the first combination that selects it: what the build prerenders, the default first. */
export function shellCases(path: string): ShellCase[] {
  const cases = new Map<string, ShellCase>()
  for (const { search, device } of shellCombinations(path)) {
    const variant = shellVariant(path, (name) => search[name], controlsFor(device))
    if (variant !== null && !cases.has(variant.name))
      cases.set(variant.name, { variant: variant.name, panels: variant.panels, search, device })
  }
  return [...cases.values()]
}
