import type * as v from 'valibot'
import { languageNow } from '@/words/now'
import { getConfig } from '@/config/store'
import type { ReportErrorRequest } from './requests'
import { pageRelease, reportText, reportToSend } from '@/start/report'

/**
 * POST reportError (contract "Error report"): the page's one sender of reports, those of the
 * early script's listeners (through the entry before the app, src/beforeApp.ts) and the
 * app's own (src/app/reportLater.ts). Sent with navigator.sendBeacon as application/json (as reportVitals), so a
 * report made as the page goes still leaves; fire and forget. The release that ran is named (its
 * source maps are kept per release: docs/field-reports.md, "Field error reports") and the user agent as the
 * browser gives it, parsed where the report is read. What a report says, its limits and the one
 * report per text per minute are src/start/report.ts's.
 */
export function reportError(text: string, nowMs: number = Date.now()): void {
  const body = reportToSend(text, pageRelease(document), navigator.userAgent, nowMs, languageNow())
  if (!body) return
  try {
    const json = JSON.stringify(body satisfies v.InferOutput<typeof ReportErrorRequest>)
    navigator.sendBeacon(`${getConfig().apiBase}reportError`, new Blob([json], { type: 'application/json' }))
  } catch {
    // A beacon the browser refuses is dropped.
  }
}

/** A failure in this page, reported as `[kind] <route>` and what the failure says (src/start/report.ts). */
export function reportFromPage(kind: string, failure: unknown): void {
  reportError(reportText(kind, failure, window.location))
}
