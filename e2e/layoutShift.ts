import type { Page } from '@playwright/test'

/**
 * Cumulative layout shift from the page's start (shifts right after an input excluded, as CLS
 * does): `trackLayoutShift` before `goto`, `layoutShift` to read the sum so far.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    ;(window as { __cls?: number }).__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) (window as { __cls?: number }).__cls! += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

export function layoutShift(page: Page): Promise<number> {
  // A shift is reported after the frame that shows it: two frames on, the last change's is in.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as { __cls?: number }).__cls ?? 0), 0))),
      ),
  )
}
