import { useMutation } from '@tanstack/react-query'
import type * as v from 'valibot'
import { callApi } from './client'
import type { ReportErrorRequest } from './contracts'
import { engineName } from '@/start/engine'

/**
 * POST reportError: fire and forget, at most one report per distinct text per
 * minute (contract "Calls the spec does not name").
 */
export const REPORT_INTERVAL_MS = 60_000
const lastSent = new Map<string, number>()

export function shouldReport(text: string, nowMs: number): boolean {
  const last = lastSent.get(text)
  if (last !== undefined && nowMs - last < REPORT_INTERVAL_MS) return false
  lastSent.set(text, nowMs)
  return true
}

/**
 * The report's text with the engine it came from on its last line (`engine: Chromium 86 (QQBrowser 14.9)`),
 * so breakage on an engine no test runs shows up by engine (README: Browsers).
 */
export function withEngine(text: string, userAgent: string): string {
  const line = `\nengine: ${engineName(userAgent)}`
  return text.slice(0, 2000 - line.length) + line
}

/** Sends the report unless the same text went out within the minute; never throws. */
export function reportError(text: string, nowMs: number = Date.now()): Promise<void> {
  const trimmed = withEngine(text, navigator.userAgent)
  if (!shouldReport(trimmed, nowMs)) return Promise.resolve()
  return callApi('POST', 'reportError', { text: trimmed } satisfies v.InferOutput<typeof ReportErrorRequest>, { quiet: true }).then(
    () => undefined,
    () => undefined,
  )
}

export const useReportError = () => useMutation({ mutationKey: ['reportError'], mutationFn: (text: string) => reportError(text) })
