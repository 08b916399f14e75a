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
    reportVitalsOncePerPageView('desktop')
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
      metrics: [
        { name: 'TTFB', value: 120, rating: 'good' },
        { name: 'LCP', value: 2600, rating: 'needs-improvement' },
        { name: 'CLS', value: 0.01, rating: 'good' },
      ],
    })
  })

  it('at most once per page view: hidden again or leaving sends nothing more', async () => {
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    reportVitalsOncePerPageView('desktop')
    callbacks.get('FCP')!(metric('FCP', 700, 'good'))
    window.dispatchEvent(new Event('pagehide'))
    setVisibility('hidden')
    callbacks.get('INP')!(metric('INP', 80, 'good'))
    setVisibility('visible')
    setVisibility('hidden')
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it('nothing measured yet: nothing sent; a refused or failing beacon is dropped silently', async () => {
    const { default: reportVitalsOncePerPageView } = await import('./vitals')
    reportVitalsOncePerPageView('desktop')
    setVisibility('hidden')
    expect(beacon).not.toHaveBeenCalled()
    beacon.mockImplementation(() => {
      throw new TypeError('refused')
    })
    callbacks.get('FCP')!(metric('FCP', 700, 'good'))
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow()
    expect(beacon).toHaveBeenCalledTimes(1)
  })
})
