import { MSG } from '../words/zh-CN/messages'

/**
 * Control rules of spec sections 4, 5 and 9, as pure functions of their inputs
 * (time is passed in, never read here).
 */

export const SMS_COUNTDOWN_SECONDS = 60
const QR_REFRESH_GUARD_MS = 500

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

/** An area code as a field or a stored value gives it: 852 is Hong Kong, anything else the mainland's 86. */
export function areaCodeOf(value: unknown): AreaCode {
  return value === '852' ? '852' : '86'
}

function phoneDigitsFor(areaCode: AreaCode): number {
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
export function phoneProblem(raw: string, areaCode: AreaCode, mode: 'login' | 'embedded' | 'factory' = 'login'): string | null {
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
