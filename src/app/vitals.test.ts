import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Metric } from 'web-vitals'
import * as v from 'valibot'
import { VitalsReportSchema } from '@/api/requests'
import { setConfig } from '@/config/store'
import { DEFAULT_CONFIG } from '@/config/schema'

// web-vitals measures in a real browser (the end-to-end test sees it); here its callbacks are driven by hand.
const callbacks = new Map<string, (m: Metric) => void>()
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void, options?: { reportAllChanges?: boolean }) => {
    expect(options?.reportAllChanges).toBe(true)
    callbacks.set(name, cb)
  }
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB'), onFCP: on('FCP') }
})

const metric = (name: Metric['name'], value: number, rating: Metric['rating']) => ({ name, value, rating }) as Metric

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

async function sentReports(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    beacon.mock.calls.map(async ([url, body]) => ({
      url: url as string,
      report: JSON.parse(await (body as Blob).text()) as unknown,
      type: (body as Blob).type,
    })),
  )
}

describe('field performance (contract: reportVitals)', () => {
  let beacon: ReturnType<typeof vi.fn>
  beforeEach(() => {
    callbacks.clear()
    vi.resetModules()
    beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon })
    setConfig({ ...DEFAULT_CONFIG, apiBase: '/home/api/' })
    window.history.replaceState(null, '', '/home/login?t=pwd')
  })
  afterEach(() => setVisibility('visible'))

  it('sends one beacon when the page is hidden, with the latest value of each metric, the route and the device', async () => {
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    reportVitalsOncePerPageView('desktop', 1234.5)
    callbacks.get('TTFB')!(metric('TTFB', 120, 'good'))
    callbacks.get('LCP')!(metric('LCP', 900, 'good'))
    callbacks.get('LCP')!(metric('LCP', 2600, 'needs-improvement'))
    callbacks.get('CLS')!(metric('CLS', 0.01, 'good'))
    setVisibility('hidden')
    const [sent, ...more] = await sentReports(beacon)
    expect(more).toEqual([])
    expect(sent!.url).toBe('/home/api/reportVitals')
    expect(sent!.type).toBe('application/json')
    expect(v.parse(VitalsReportSchema, sent!.report)).toEqual({
      route: '/login',
      device: 'desktop',
      language: 'zh-CN',
      metrics: [
        { name: 'TTFB', value: 120, rating: 'good' },
        { name: 'LCP', value: 2600, rating: 'needs-improvement' },
        { name: 'CLS', value: 0.01, rating: 'good' },
        { name: 'READY', value: 1234.5 },
      ],
    })
  })

  it('at most once per page view: hidden again or leaving sends nothing more', async () => {
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    reportVitalsOncePerPageView('desktop', 1234.5)
    callbacks.get('FCP')!(metric('FCP', 700, 'good'))
    window.dispatchEvent(new Event('pagehide'))
    setVisibility('hidden')
    callbacks.get('INP')!(metric('INP', 80, 'good'))
    setVisibility('visible')
    setVisibility('hidden')
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it('hidden before web-vitals has measured anything: READY alone (no script timings here, so no JS_BYTES rather than 0)', async () => {
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    // The page's language (src/words/now.ts: the app's start and the switch set it): the report names it.
    const { setLanguageNow } = await import('@/words/now')
    setLanguageNow('en')
    reportVitalsOncePerPageView('phone', 812)
    setVisibility('hidden')
    const [sent] = await sentReports(beacon)
    expect(v.parse(VitalsReportSchema, sent!.report)).toEqual({
      route: '/login',
      device: 'phone',
      language: 'en',
      metrics: [{ name: 'READY', value: 812 }],
    })
    setLanguageNow('zh-CN')
  })

  it('a refused or failing beacon is dropped silently', async () => {
    beacon.mockImplementation(() => {
      throw new TypeError('refused')
    })
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    reportVitalsOncePerPageView('desktop', 1234.5)
    callbacks.get('FCP')!(metric('FCP', 700, 'good'))
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow()
    expect(beacon).toHaveBeenCalledTimes(1)
  })
})

describe('JS_BYTES: the first-load script bytes as transferred', () => {
  const assets = 'https://example.test/home/assets/'
  const script = (file: string, startTime: number, encodedBodySize?: number) => ({ name: `${assets}${file}`, startTime, encodedBodySize })

  it("sums encodedBodySize of the build's scripts asked for up to READY, a cached one (transferSize 0) counted at its size", async () => {
    const { firstLoadScriptBytes } = await import('./vitals')
    const entries = [
      script('shell-a1.js', 20, 60_000),
      // From the browser's cache: transferSize 0, encodedBodySize as on the wire.
      { ...script('login-b2.js', 300, 1_500), transferSize: 0 },
      script('shell-a1.css', 25, 9_000),
      { name: 'https://example.test/home/config.js', startTime: 10, encodedBodySize: 400 },
      { name: 'https://cdn.example.test/home/assets/other.js', startTime: 30, encodedBodySize: 7_000 },
      script('vitals-c3.js', 950, 2_300),
    ]
    expect(firstLoadScriptBytes(entries, 900, assets)).toBe(61_500)
  })

  it("no figure where a script's size is not known (no encodedBodySize; 0 after a 304), or no script matched", async () => {
    const { firstLoadScriptBytes } = await import('./vitals')
    expect(firstLoadScriptBytes([script('shell-a1.js', 20, 60_000), script('login-b2.js', 30)], 900, assets)).toBeUndefined()
    // Chromium: a cached file revalidated (304) has transferSize of its headers and encodedBodySize 0.
    const revalidated = [script('shell-a1.js', 20, 60_000), { ...script('login-b2.js', 30, 0), transferSize: 300 }]
    expect(firstLoadScriptBytes(revalidated, 900, assets)).toBeUndefined()
    expect(firstLoadScriptBytes([], 900, assets)).toBeUndefined()
  })
})
