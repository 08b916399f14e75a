import type { MessageLevel } from './types'
import { messageWords, type MSG } from '../words/zh-CN/messages'
import { smsWords } from '../words/zh-CN/sms'
import { wordsNow } from '../words/now'

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
  return wordsNow(smsWords).countdown(seconds)
}

/** The get-code button's words: the countdown while it runs, else its resting word (the app's button and the page before the app). */
export function getCodeLabel(remaining: number): string {
  return remaining > 0 ? countdownLabel(remaining) : wordsNow(smsWords).getCode
}

/** A refresh within the guard after the last one is refused with the too-frequent message. */
export function qrRefreshAllowed(lastRefreshMs: number | null, nowMs: number): boolean {
  return lastRefreshMs === null || nowMs - lastRefreshMs >= QR_REFRESH_GUARD_MS
}

/**
 * The area codes offered (spec section 9: 86 and 852), the digits of a number in each, and the
 * prefixes people write before such a number (a contact card's +86, a dialled 0086, Hong Kong's
 * bracketed (852)). A bare 86 is no prefix: it may begin a number.
 */
export const AREAS = [
  { code: '86', digits: 11, prefixes: ['+86', '0086', '(+86)', '(0086)', '(86)'] },
  { code: '852', digits: 8, prefixes: ['+852', '00852', '(+852)', '(00852)', '(852)'] },
] as const

export type AreaCode = (typeof AREAS)[number]['code']
export const AREA_CODES: readonly AreaCode[] = AREAS.map((a) => a.code)

/** An area code as a field or a stored value gives it: 852 is Hong Kong, anything else the mainland's 86. */
export function areaCodeOf(value: unknown): AreaCode {
  return value === '852' ? '852' : '86'
}

/**
 * Each form's phone rule (spec section 5). `login` (sign-in, binding, a company's registration): by
 * the area code. `embedded` and `factory`: always 11 digits, the mainland's, so only the mainland's
 * prefix is theirs; a +852 there is left in the number, a format error, as the rule has no 8-digit number.
 * `message` names the word, which is looked up when a number is checked, in the page's language then.
 */
const PHONE_MODES = {
  login: { areas: ['86', '852'], digits: null, message: 'phoneFormat' },
  embedded: { areas: ['86'], digits: 11, message: 'phoneEmbedded' },
  factory: { areas: ['86'], digits: 11, message: 'phoneFormat' },
} as const satisfies Record<string, { areas: readonly AreaCode[]; digits: number | null; message: keyof typeof MSG }>
export type PhoneMode = keyof typeof PHONE_MODES

/** A form's first area code: its readers' (zh-HK: +852) where its mode takes it, else the mainland's. */
export function firstArea(readers: AreaCode, mode: PhoneMode = 'login'): AreaCode {
  const takes: readonly AreaCode[] = PHONE_MODES[mode].areas
  return takes.includes(readers) ? readers : '86'
}

/**
 * What people paste between digits: spaces, dashes, dots, and the invisible direction marks of
 * contact cards; brackets are dropped once a bracketed prefix has been read. Full-width forms
 * (＋８６, １３８, the ideographic space U+3000) are made plain first (NFKC).
 */
const GAPS = /[\s\-\u2010-\u2015\u2212.\u200b-\u200f\u202a-\u202e\u2060-\u2064]/g
const BRACKETS = /[()]/g
const DIGITS = Object.fromEntries(AREAS.map((a) => [a.code, a.digits])) as Record<AreaCode, number>
const PREFIXES = AREAS.flatMap((area) => area.prefixes.map((prefix) => ({ prefix, code: area.code as AreaCode }))).sort(
  (a, b) => b.prefix.length - a.prefix.length,
)

/** A phone as typed or pasted, without what is around its digits (empty when nothing else was typed). */
export function cleanDigits(raw: string): string {
  return raw.normalize('NFKC').replace(GAPS, '').replace(BRACKETS, '')
}

export interface PhoneReading {
  /** The number without its gaps and the prefix read: what is checked and sent. */
  national: string
  /** The area its prefix names, when the form takes that area; else the one chosen. */
  areaCode: AreaCode
}

/**
 * A phone as pasted, read by the form's rule: the one reading behind the field, its check and every
 * request. A prefix of an area the form does not take stays in the number, so the rule refuses it.
 */
export function readPhone(raw: string, chosen: AreaCode, mode: PhoneMode = 'login'): PhoneReading {
  const text = raw.normalize('NFKC').replace(GAPS, '')
  const found = PREFIXES.find((p) => text.startsWith(p.prefix))
  if (!found) return { national: text.replace(BRACKETS, ''), areaCode: chosen }
  const rest = text.slice(found.prefix.length).replace(BRACKETS, '')
  const takes: readonly AreaCode[] = PHONE_MODES[mode].areas
  return takes.includes(found.code) ? { national: rest, areaCode: found.code } : { national: found.prefix + rest, areaCode: chosen }
}

/**
 * What a phone field shows once a number is pasted into it or left: its national number, with the
 * area its prefix names; what was typed, as it was, when that gives no number (nothing is lost).
 */
export function phoneFieldValue(raw: string, chosen: AreaCode, mode: PhoneMode = 'login'): { phone: string; areaCode: AreaCode } {
  const read = readPhone(raw, chosen, mode)
  return /^\d+$/.test(read.national) || cleanDigits(raw) === ''
    ? { phone: read.national, areaCode: read.areaCode }
    : { phone: raw, areaCode: chosen }
}

/** The phone's problem that stops a send of a code, in the words of the language now (a form says it again after a switch). */
export function phoneRefusal(request: {
  phone: string
  areaCode: AreaCode
  mode: PhoneMode
  emptyMessage?: string | undefined
}): string | null {
  const empty = request.emptyMessage !== undefined && cleanDigits(request.phone) === ''
  return empty ? request.emptyMessage! : phoneProblem(request.phone, request.areaCode, request.mode)
}

/**
 * Whether a number typed key by key is now whole in the other area its prefix names: the field then
 * takes it at once (a switch said only as the field is left would move the get-code button from under the tap).
 */
export function wholeInOtherArea(raw: string, chosen: AreaCode, mode: PhoneMode = 'login'): boolean {
  return readPhone(raw, chosen, mode).areaCode !== chosen && phoneProblem(raw, chosen, mode) === null
}

/**
 * Phone rules of spec section 5 (PHONE_MODES), on the number as readPhone reads it: `login` by area
 * code (11 for +86, 8 for +852); `embedded`: always 11 digits with its own message; `factory`: always 11.
 */
export function phoneProblem(raw: string, areaCode: AreaCode, mode: PhoneMode = 'login'): string | null {
  const words = wordsNow(messageWords)
  if (cleanDigits(raw) === '') return words.phoneEmpty
  const rule = PHONE_MODES[mode]
  const read = readPhone(raw, areaCode, mode)
  const digits = rule.digits ?? DIGITS[read.areaCode]
  return new RegExp(`^\\d{${digits}}$`).test(read.national) ? null : words[rule.message]
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

/** How long a message stays on screen (the app's toasts, and the page before the app): an error longer, to be read. */
export function messageShownMs(level: MessageLevel): number {
  return level === 'error' ? 5000 : 3500
}
