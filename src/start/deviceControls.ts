/**
 * What the device changes on the login pages, by kind of device
 * (src/start/deviceDecision.ts decides the kind, from its rows). Apart from the rows,
 * so the app's first load carries these (the early script decided the kind
 * already: src/start/early.ts) and not the rows.
 */
/**
 * User-agent markers of the desktop client: there the 15-day auto-login is
 * hidden and `stu` is sent. The spec names no marker; these are the product's.
 */
const DESKTOP_CLIENT_MARKERS = ['Electron/', 'ToyPlatformDesktop'] as const

export function isDesktopClient(userAgent: string): boolean {
  return DESKTOP_CLIENT_MARKERS.some((m) => userAgent.includes(m))
}

/** What the browser tells about itself (read in effects and loaders: src/app/browser.ts). */
export interface DeviceSignals {
  userAgent: string
  /** `(pointer: coarse)`: the primary pointer is a finger. */
  coarsePointer: boolean
  /** CSS pixels. */
  viewportWidth: number
  /** `navigator.maxTouchPoints` (an iPad in desktop mode says Macintosh, with touch points). */
  maxTouchPoints: number
}

/** What a browser window says about its device: the one reading, for the early script and the app (src/app/browser.ts). */
export function signalsOf(w: {
  navigator: { userAgent: string; maxTouchPoints?: number }
  matchMedia?: (query: string) => { matches: boolean }
  innerWidth: number
}): DeviceSignals {
  return {
    userAgent: w.navigator.userAgent,
    coarsePointer: typeof w.matchMedia === 'function' && w.matchMedia('(pointer: coarse)').matches,
    viewportWidth: w.innerWidth,
    maxTouchPoints: w.navigator.maxTouchPoints || 0,
  }
}

/** `wechatPhone`: WeChat's in-app browser on a phone (a phone that can sign in by WeChat's official-account authorization). */
export const DEVICE_KINDS = ['desktopClient', 'wechatPhone', 'phone', 'tablet', 'desktop'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** Below this width a touch screen is a phone. */
export const PHONE_MAX_WIDTH = 767

/** What the device changes on the login pages. */
export interface DeviceControls {
  kind: DeviceKind
  /** The panel `/login`, `/` and `/LoginIfarme` open on without `t`. */
  defaultLoginMode: 'scan' | 'pwd'
  /** The 15-day auto-login checkbox (spec section 1: desktop clients only; a phone or tablet is not one). */
  autoLoginOffered: boolean
  /** The QR panel says the code is scanned from a computer (the screen showing it cannot scan itself). */
  qrScannedElsewhere: boolean
  /** The one-tap WeChat sign-in (official-account authorization) is offered, when `wechatMpAppId` is set (contract "Sign-in inside WeChat on a phone"). */
  wechatSignIn: boolean
}

/**
 * The controls of each kind of device: phones (WeChat's among them) open on the phone panel and
 * are told the QR is for a computer; the auto-login is for desktop browsers only; WeChat on a
 * phone is offered the one-tap WeChat sign-in.
 */
export function controlsFor(kind: DeviceKind): DeviceControls {
  const phone = kind === 'phone' || kind === 'wechatPhone'
  return {
    kind,
    defaultLoginMode: phone ? 'pwd' : 'scan',
    autoLoginOffered: kind === 'desktop',
    qrScannedElsewhere: phone,
    wechatSignIn: kind === 'wechatPhone',
  }
}
