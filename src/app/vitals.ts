import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { languageNow } from '@/words/now'
import { sendVitals, type VitalsReport } from '@/api/reportVitals'
import type { DeviceKind } from '@/start/deviceControls'
import { appPath } from '@/outcomes/navigation'

type Measured = VitalsReport['metrics'][number]

/** What JS_BYTES reads of a resource timing entry (`encodedBodySize` is missing where an engine lacks it). */
export type ScriptTiming = Pick<PerformanceEntry, 'name' | 'startTime'> & { encodedBodySize?: number }

/**
 * JS_BYTES: the bytes, compressed as they came, of the build's scripts (`assets`, the URL prefix of
 * the build's files) the page asked for before it was ready. `encodedBodySize`, not `transferSize`,
 * which is 0 for a file the browser's cache gave. No figure where a script's size is not known
 * (an engine without it; 0 for a cached file revalidated with a 304 in Chromium) or nothing matched,
 * rather than a wrong one.
 */
export function firstLoadScriptBytes(entries: readonly ScriptTiming[], ready: number, assets: string): number | undefined {
  let bytes = 0
  for (const entry of entries) {
    if (entry.startTime > ready || !entry.name.startsWith(assets) || !entry.name.endsWith('.js')) continue
    if (!entry.encodedBodySize) return undefined
    bytes += entry.encodedBodySize
  }
  return bytes || undefined
}

/**
 * Field figures from real users (issue 19): the `web-vitals` package measures this page view's
 * LCP, INP, CLS, TTFB and FCP; one beacon carries them when the page is hidden or left (a phone
 * switching apps never unloads the page), and no second one for the same page view.
 * Loaded by src/main.tsx after the app is ready: never part of a page's first load. With them go
 * the app's own READY (`ready`: performance.now() when src/main.tsx marked the page ready, ms from
 * navigation) and JS_BYTES (firstLoadScriptBytes, read as the beacon goes, when every script asked
 * for before then has arrived), neither rated.
 *
 * Every change is kept as it comes (reportAllChanges), so what is sent is the latest value of
 * each metric, whichever of web-vitals' own hidden listeners and ours runs first. `device` is the
 * kind the page was decided for (src/main.tsx), not decided a second time.
 */
export default function reportVitalsOncePerPageView(device: DeviceKind, ready: number): void {
  const route = appPath(window.location.pathname)
  const latest = new Map<Metric['name'], Measured>()
  const keep = (m: Metric) => {
    latest.set(m.name, { name: m.name, value: m.value, rating: m.rating })
    // web-vitals has measured something (the end-to-end test hides the page only then, so the report carries it).
    document.documentElement.setAttribute('data-vitals', '')
  }
  const options = { reportAllChanges: true }
  onLCP(keep, options)
  onINP(keep, options)
  onCLS(keep, options)
  onTTFB(keep, options)
  onFCP(keep, options)

  let sent = false
  const send = () => {
    if (sent) return
    sent = true
    const metrics: Measured[] = [...latest.values(), { name: 'READY', value: ready }]
    const assets = `${window.location.origin}${import.meta.env.BASE_URL}assets/`
    const bytes = firstLoadScriptBytes(performance.getEntriesByType('resource'), ready, assets)
    if (bytes !== undefined) metrics.push({ name: 'JS_BYTES', value: bytes })
    sendVitals({ route, device, language: languageNow(), metrics })
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}
