import { onDemand } from './onDemand'

const reporter = onDemand(() => import('@/api/reportError'))

/**
 * Reports a failure of this page (src/api/reportError.ts, loaded with the HTTP client only when
 * there is something to report). A report whose chunk cannot load is dropped: reporting that
 * failure would loop while the person is offline.
 */
export function reportLater(kind: string, failure: unknown): void {
  reporter
    .load()
    .then((m) => m?.reportFromPage(kind, failure))
    .catch(() => {})
}
