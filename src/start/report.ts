/**
 * What an error report says and whether it goes (contract "Error report"), decided once for the
 * page's one sender, src/api/reportError.ts, which every report goes through: the early script's
 * listeners' (src/start/early.ts, through the entry before the app) and the app's own. No DOM:
 * the page's address, its release and the clock come in as arguments; the one state is when each
 * text last went out, kept by the one sender's copy of this module.
 */
import { SOURCE_LANGUAGE, type Language } from '../words/languages.ts'
import { RELEASE_META } from './protocol.ts'

/** One report per distinct text per minute (contract "Error report"). */
export const REPORT_INTERVAL_MS = 60_000
/** The longest text a report carries (contract "Error report"). */
const REPORT_MAX_CHARS = 2000

/** Search params whose values say which screen it was and nothing about the person (a code, a token, a state stay out). */
const ROUTE_PARAMS_KEPT = new Set(['t', 'id', 'jump_url'])
/** A kept value is a screen's name, nothing longer. */
const SCREEN_VALUE = /^[\w/.-]{1,40}$/

/** The route a report names: the page and its search params, values only where they name the screen. */
export function reportRoute(url: Pick<URL, 'pathname' | 'search'>): string {
  const params = [...new URLSearchParams(url.search)].map(([key, value]) => {
    const kept = ROUTE_PARAMS_KEPT.has(key) && SCREEN_VALUE.test(value)
    return `${encodeURIComponent(key)}=${kept ? value : '…'}`
  })
  return params.length ? `${url.pathname}?${params.join('&')}` : url.pathname
}

/** What a report says of a failure: the message and the stack, once (V8's stack begins with `Name: message`; Firefox's and WebKit's are the frames alone). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const head = `${error.name}: ${error.message}`
  const stack = error.stack ?? ''
  return stack.startsWith(head) ? stack : `${head}\n${stack}`
}

/**
 * A failure in this page, as a report's text: `[kind] <route>` and what the failure says. The
 * page's own address, which a frame of the inline early script names, is written as the route
 * too: what is the person's in its search stays out of every line.
 */
export function reportText(kind: string, failure: unknown, page: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): string {
  const route = reportRoute(page)
  return `[${kind}] ${route}\n${errorText(failure)
    .split(page.href)
    .join(page.origin + route)}`
}

/** The build's release, from the page (`dev` where no build wrote it: `npm start`). */
export function pageRelease(doc: Pick<Document, 'querySelector'>): string {
  return doc.querySelector(`meta[name="${RELEASE_META}"]`)?.getAttribute('content') || 'dev'
}

/** What a report sends (src/api/requests.ts, ReportErrorRequest). */
export type ReportBody = { text: string; release: string; userAgent: string; language: Language }

/** When each text last went out (this module is loaded once per page, by its one sender). */
const lastSent = new Map<string, number>()

/** The body to send for this text, or null when the same text (as trimmed) went out within the minute; a body returned counts as sent. */
export function reportToSend(
  text: string,
  release: string,
  userAgent: string,
  nowMs: number,
  language: Language = SOURCE_LANGUAGE,
): ReportBody | null {
  const trimmed = text.slice(0, REPORT_MAX_CHARS)
  const last = lastSent.get(trimmed)
  if (last !== undefined && nowMs - last < REPORT_INTERVAL_MS) return null
  lastSent.set(trimmed, nowMs)
  return { text: trimmed, release: release.slice(0, 64), userAgent: userAgent.slice(0, 512), language }
}
