import { useMutation } from '@tanstack/react-query'
import type * as v from 'valibot'
import { callApi } from './client'
import type { ReportErrorRequest } from './contracts'
import { RELEASE_META } from '@/start/protocol'

/**
 * POST reportError: fire and forget, at most one report per distinct text per minute, with the
 * release that ran (its source maps are kept per release: README "Field error reports") and the
 * user agent as the browser gives it, parsed where the report is read (contract "Calls the spec
 * does not name").
 */
export const REPORT_INTERVAL_MS = 60_000
const lastSent = new Map<string, number>()

export function shouldReport(text: string, nowMs: number): boolean {
  const last = lastSent.get(text)
  if (last !== undefined && nowMs - last < REPORT_INTERVAL_MS) return false
  lastSent.set(text, nowMs)
  return true
}

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

/** The build's release, from the page (`dev` where no build wrote it: `npm start`). */
export function pageRelease(doc: Pick<Document, 'querySelector'>): string {
  return doc.querySelector(`meta[name="${RELEASE_META}"]`)?.getAttribute('content') || 'dev'
}

/** Sends the report unless the same text went out within the minute; never throws. */
export function reportError(text: string, nowMs: number = Date.now()): Promise<void> {
  const trimmed = text.slice(0, 2000)
  if (!shouldReport(trimmed, nowMs)) return Promise.resolve()
  const body = {
    text: trimmed,
    release: pageRelease(document).slice(0, 64),
    userAgent: navigator.userAgent.slice(0, 512),
  } satisfies v.InferOutput<typeof ReportErrorRequest>
  return callApi('POST', 'reportError', body, { quiet: true }).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * A failure in this page, reported as `[kind] <route>` and what the failure says. The page's own
 * address, which a frame of the inline early script names, is written as the route too: what is
 * the person's in its search stays out of every line.
 */
export function reportFromPage(kind: string, failure: unknown): Promise<void> {
  const { href, origin } = window.location
  const route = reportRoute(window.location)
  const detail = errorText(failure).split(href).join(`${origin}${route}`)
  return reportError(`[${kind}] ${route}\n${detail}`)
}

export const useReportError = () => useMutation({ mutationKey: ['reportError'], mutationFn: (text: string) => reportError(text) })
