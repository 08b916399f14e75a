/**
 * Reports a failure of this page (src/api/reportError.ts, loaded with the HTTP client only when
 * there is something to report). A report whose chunk cannot load is dropped: reporting that
 * failure would loop while the person is offline.
 */
export function reportLater(kind: string, failure: unknown): void {
  import('@/api/reportError').then(({ reportFromPage }) => reportFromPage(kind, failure)).catch(() => {})
}
