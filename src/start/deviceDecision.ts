/**
 * Decisions about the device, as pure rows like the outcome table: which kind
 * of device a page runs on (from its user agent, pointer and width). What each
 * kind changes on the login pages is src/start/deviceControls.ts. The early
 * script (src/start/early.ts) applies these rows before the page is parsed,
 * and the shell variant it keeps follows (src/start/shells.ts).
 */
import {
  controlsFor,
  isDesktopClient,
  PHONE_MAX_WIDTH,
  type DeviceControls,
  type DeviceKind,
  type DeviceSignals,
} from './deviceControls.ts'

/**
 * In-app browsers of the messaging and shopping apps users open our links in.
 * WeChat's desktop apps say MicroMessenger too, with WindowsWechat / MacWechat.
 */
const IN_APP = /MicroMessenger|QQ\/|Weibo|DingTalk|AlipayClient|aweme|Lark/
const DESKTOP_WECHAT = /(Windows|Mac)We[Cc]hat/
/** WeChat's own in-app browser; WeCom (`wxwork`) says MicroMessenger too, but WeChat's official-account authorization does not work there. */
const WECHAT = /MicroMessenger/
const WECOM = /wxwork/i
const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|Mobi/
const TABLET_UA = /iPad|Tablet|Android(?!.+Mobile)/

export interface DeviceRow {
  kind: DeviceKind
  matches: (s: DeviceSignals) => boolean
}

/** First matching row wins (src/start/deviceDecision.test.ts has a case for each, in this order). */
export const DEVICE_ROWS: readonly DeviceRow[] = [
  // The desktop client (its user-agent markers, DESKTOP_CLIENT_MARKERS).
  { kind: 'desktopClient', matches: (s) => isDesktopClient(s.userAgent) },
  // WeChat's desktop apps (MicroMessenger with WindowsWechat or MacWechat).
  { kind: 'desktop', matches: (s) => DESKTOP_WECHAT.test(s.userAgent) },
  // A tablet user agent: iPad, Android without Mobile, Tablet.
  { kind: 'tablet', matches: (s) => TABLET_UA.test(s.userAgent) },
  // WeChat's in-app browser on a phone (not WeCom, not WeChat's desktop apps, not a tablet: rows above).
  { kind: 'wechatPhone', matches: (s) => WECHAT.test(s.userAgent) && !WECOM.test(s.userAgent) && PHONE_UA.test(s.userAgent) },
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

export function deviceControls(signals: DeviceSignals): DeviceControls {
  return controlsFor(deviceKind(signals))
}
