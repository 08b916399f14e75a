import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { sendVitals, type VitalsReport } from '@/api/reportVitals'
import type { DeviceKind } from '@/start/deviceControls'
import { appPath } from '@/outcomes/navigation'

type Measured = VitalsReport['metrics'][number]

/**
 * Field figures from real users (issue 19): the `web-vitals` package measures this page view's
 * LCP, INP, CLS, TTFB and FCP; one beacon carries them when the page is hidden or left (a phone
 * switching apps never unloads the page), and no second one for the same page view.
 * Loaded by src/main.tsx after the app is ready: never part of a page's first load.
 *
 * Every change is kept as it comes (reportAllChanges), so what is sent is the latest value of
 * each metric, whichever of web-vitals' own hidden listeners and ours runs first. `device` is the
 * kind the page was decided for (src/main.tsx), not decided a second time.
 */
export default function reportVitalsOncePerPageView(device: DeviceKind): void {
  const route = appPath(window.location.pathname)
  const latest = new Map<Metric['name'], Measured>()
  const keep = (m: Metric) => {
    latest.set(m.name, { name: m.name, value: m.value, rating: m.rating })
    // The page has something to report (the end-to-end test hides the page only then; before, there is nothing to send).
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
    if (sent || latest.size === 0) return
    sent = true
    sendVitals({ route, device, metrics: [...latest.values()] })
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}
