/**
 * Decisions about the device, as pure rows like the outcome table: which kind
 * of device a page runs on (from its user agent and pointer), and what that
 * changes on the login pages. The first render of a page (its prerendered
 * shell) is device-neutral; the page applies these once it runs.
 */

/**
 * User-agent markers of the desktop client: there the 15-day auto-login is
 * hidden and `stu` is sent. The spec names no marker; these are the product's.
 */
export const DESKTOP_CLIENT_MARKERS = ['Electron/', 'ToyPlatformDesktop'] as const

export function isDesktopClient(userAgent: string): boolean {
  return DESKTOP_CLIENT_MARKERS.some((m) => userAgent.includes(m))
}

/** What the browser tells about itself (read in effects and loaders: src/app/device.ts). */
export interface DeviceSignals {
  userAgent: string
  /** `(pointer: coarse)`: the primary pointer is a finger. */
  coarsePointer: boolean
  /** CSS pixels. */
  viewportWidth: number
  /** `navigator.maxTouchPoints` (an iPad in desktop mode says Macintosh, with touch points). */
  maxTouchPoints: number
}

export const DEVICE_KINDS = ['desktopClient', 'phone', 'tablet', 'desktop'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** Below this width a touch screen is a phone. */
export const PHONE_MAX_WIDTH = 767

/**
 * In-app browsers of the messaging and shopping apps users open our links in.
 * WeChat's desktop apps say MicroMessenger too, with WindowsWechat / MacWechat.
 */
const IN_APP = /MicroMessenger|QQ\/|Weibo|DingTalk|AlipayClient|aweme|Lark/
const DESKTOP_WECHAT = /(Windows|Mac)We[Cc]hat/
const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|Mobi/
const TABLET_UA = /iPad|Tablet|Android(?!.+Mobile)/

export interface DeviceRow {
  kind: DeviceKind
  matches: (s: DeviceSignals) => boolean
}

/** First matching row wins (src/outcomes/device.test.ts has a case for each, in this order). */
export const DEVICE_ROWS: readonly DeviceRow[] = [
  // The desktop client (its user-agent markers, DESKTOP_CLIENT_MARKERS).
  { kind: 'desktopClient', matches: (s) => isDesktopClient(s.userAgent) },
  // WeChat's desktop apps (MicroMessenger with WindowsWechat or MacWechat).
  { kind: 'desktop', matches: (s) => DESKTOP_WECHAT.test(s.userAgent) },
  // A tablet user agent: iPad, Android without Mobile, Tablet.
  { kind: 'tablet', matches: (s) => TABLET_UA.test(s.userAgent) },
  // A phone user agent (iPhone, Android Mobile, …) or an in-app browser.
  { kind: 'phone', matches: (s) => PHONE_UA.test(s.userAgent) || IN_APP.test(s.userAgent) },
  // An iPad in desktop mode: Macintosh, with touch points.
  { kind: 'tablet', matches: (s) => /Macintosh/.test(s.userAgent) && s.maxTouchPoints > 1 },
  // A coarse pointer on a narrow screen.
  { kind: 'phone', matches: (s) => s.coarsePointer && s.viewportWidth <= PHONE_MAX_WIDTH },
  // A coarse pointer on a wider screen.
  { kind: 'tablet', matches: (s) => s.coarsePointer },
  // Anything else: a desktop browser.
  { kind: 'desktop', matches: () => true },
]

export function deviceKind(signals: DeviceSignals): DeviceKind {
  return (DEVICE_ROWS.find((row) => row.matches(signals)) ?? DEVICE_ROWS[DEVICE_ROWS.length - 1]!).kind
}

/** What the device changes on the login pages. */
export interface DeviceControls {
  kind: DeviceKind
  /** The panel `/login`, `/` and `/LoginIfarme` open on without `t`. */
  defaultLoginMode: 'scan' | 'pwd'
  /** The 15-day auto-login checkbox (spec section 1: desktop clients only; a phone or tablet is not one). */
  autoLoginOffered: boolean
  /** The QR panel says the code is scanned from a computer (the screen showing it cannot scan itself). */
  qrScannedElsewhere: boolean
}

/** The controls of each kind of device: phones open on the phone panel and are told the QR is for a computer; the auto-login is for desktop browsers only. */
export function controlsFor(kind: DeviceKind): DeviceControls {
  return { kind, defaultLoginMode: kind === 'phone' ? 'pwd' : 'scan', autoLoginOffered: kind === 'desktop', qrScannedElsewhere: kind === 'phone' }
}

export function deviceControls(signals: DeviceSignals): DeviceControls {
  return controlsFor(deviceKind(signals))
}

/** The QR panel's line on a phone. */
export const QR_ON_PHONE = '二维码请在电脑上打开，用手机微信扫描'
