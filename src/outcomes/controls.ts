import { MSG } from './messages'

/**
 * Control rules of spec sections 4, 5 and 9, as pure functions of their inputs
 * (time is passed in, never read here).
 */

export const SMS_COUNTDOWN_SECONDS = 60
export const QR_REFRESH_GUARD_MS = 500

/** Whole seconds left before a new code may be requested (0 when allowed). */
export function countdownRemaining(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null) return 0
  const left = Math.ceil((deadlineMs - nowMs) / 1000)
  return Math.min(Math.max(left, 0), SMS_COUNTDOWN_SECONDS)
}

export function countdownLabel(seconds: number): string {
  return `${seconds} 秒后重新获取`
}

/** A refresh within the guard after the last one is refused with 操作太过频繁. */
export function qrRefreshAllowed(lastRefreshMs: number | null, nowMs: number): boolean {
  return lastRefreshMs === null || nowMs - lastRefreshMs >= QR_REFRESH_GUARD_MS
}

export type AreaCode = '86' | '852'
export const AREA_CODES: readonly AreaCode[] = ['86', '852']

export function phoneDigitsFor(areaCode: AreaCode): number {
  return areaCode === '852' ? 8 : 11
}

/** Strip what people paste around numbers: spaces, dashes, a +86 prefix is not stripped (area code is separate). */
export function cleanDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '')
}

/**
 * Phone rules of spec section 5. `login`: by area code (11 for +86, 8 for +852);
 * `embedded`: always 11 digits with its own message; `factory`: registration always 11.
 */
export function phoneProblem(
  raw: string,
  areaCode: AreaCode,
  mode: 'login' | 'embedded' | 'factory' = 'login',
): string | null {
  const phone = cleanDigits(raw)
  if (phone === '') return MSG.phoneEmpty
  if (mode === 'embedded') return /^\d{11}$/.test(phone) ? null : MSG.phoneEmbedded
  const digits = mode === 'factory' ? 11 : phoneDigitsFor(areaCode)
  return new RegExp(`^\\d{${digits}}$`).test(phone) ? null : MSG.phoneFormat
}

/** SMS codes are pasted with spaces or dashes; keep the digits and letters. */
export function cleanSmsCode(raw: string): string {
  return raw.replace(/[^0-9A-Za-z]/g, '')
}

/** Greeting bands of the contract by local hour. */
export function greeting(hour: number): string {
  if (hour >= 6 && hour < 12) return '早上好'
  if (hour >= 12 && hour < 13) return '中午好'
  if (hour >= 13 && hour < 18) return '下午好'
  if (hour >= 18 && hour < 24) return '晚上好'
  return '凌晨好'
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']

/** `2026年11月21日 星期六` from local date parts. */
export function dateLabel(year: number, month: number, day: number, weekday: number): string {
  return `${year}年${month}月${day}日 ${WEEKDAYS[weekday] ?? ''}`
}

/** The header's line for a moment (local time): 早上好，2026年11月23日 星期一. */
export function greetingLine(now: Date): string {
  return `${greeting(now.getHours())}，${dateLabel(now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getDay())}`
}

export interface SeasonalWindow {
  from: number
  to: number
  logo: string
  banner: string
}

/** The seasonal window that holds `nowSeconds`, if any (bounds: from inclusive, to exclusive). */
export function activeSeason(windows: readonly SeasonalWindow[], nowSeconds: number): SeasonalWindow | null {
  return windows.find((w) => nowSeconds >= w.from && nowSeconds < w.to) ?? null
}

// The desktop client's markers live with the other device rules (src/outcomes/device.ts).
export { DESKTOP_CLIENT_MARKERS, isDesktopClient } from './deviceControls.ts'
