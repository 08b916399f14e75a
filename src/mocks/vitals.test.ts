// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { demoVitalsPage, keepVitals, VITALS_KEPT, type KeptVitals } from './vitals'
import { VITALS_CHART_PATH } from './landing'

const report = (route = '/login') => ({
  route,
  device: 'phone',
  metrics: [
    { name: 'LCP', value: 1200.4, rating: 'good' },
    { name: 'CLS', value: 0.12, rating: 'needs-improvement' },
    { name: 'READY', value: 2210.6 },
    { name: 'JS_BYTES', value: 198_451 },
  ],
})

describe('demo back end: reportVitals', () => {
  it('keeps a report that follows the contract, newest last, at most VITALS_KEPT', () => {
    const kept: KeptVitals[] = []
    for (let i = 0; i < VITALS_KEPT + 5; i++) expect(keepVitals(kept, report(`/r${i}`), i)).toBe(true)
    expect(kept).toHaveLength(VITALS_KEPT)
    expect(kept[0]!.route).toBe('/r5')
    expect(kept.at(-1)).toMatchObject({ route: `/r${VITALS_KEPT + 4}`, device: 'phone', at: VITALS_KEPT + 4 })
  })

  it.each([
    ['no metrics', { ...report(), metrics: [] }],
    ['a report of only unknown metrics', { ...report(), metrics: [{ name: 'FID', value: 1, rating: 'good' }] }],
    ['a negative JS_BYTES', { ...report(), metrics: [{ name: 'JS_BYTES', value: -1 }] }],
    ['a web vital without its rating', { ...report(), metrics: [{ name: 'LCP', value: 1 }] }],
    ['a negative value', { ...report(), metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }],
    ['an unknown rating', { ...report(), metrics: [{ name: 'LCP', value: 1, rating: 'great' }] }],
    ['an unknown device', { ...report(), device: 'toaster' }],
    ['not an object', 'LCP=1'],
  ])('ignores %s', (_name, body) => {
    const kept: KeptVitals[] = []
    expect(keepVitals(kept, body)).toBe(false)
    expect(kept).toEqual([])
  })

  it('leaves out a metric whose name it does not know and keeps the rest (contract: a back end ignores it)', () => {
    const kept: KeptVitals[] = []
    expect(
      keepVitals(
        kept,
        {
          ...report(),
          metrics: [
            { name: 'FID', value: 1, rating: 'good' },
            { name: 'READY', value: 900 },
          ],
        },
        1,
      ),
    ).toBe(true)
    expect(kept[0]!.metrics).toEqual([{ name: 'READY', value: 900 }])
  })

  it('/demo/vitals shows each report as text, newest first', () => {
    const kept: KeptVitals[] = []
    keepVitals(kept, report('/register'), 1)
    keepVitals(kept, report('/<img src=x onerror=alert(1)>'), 2)
    const page = demoVitalsPage(kept)
    expect(page).not.toContain('<img')
    expect(page.indexOf('&#60;img')).toBeLessThan(page.indexOf('/register'))
    expect(page).toContain('1200 ms')
    expect(page).toContain('<td data-rating="needs-improvement">0.120</td>')
    // READY and JS_BYTES, unrated, each in its unit.
    expect(page).toContain('<td>2211 ms</td><td>193.8 KB</td></tr>')
  })

  it('/demo/vitals charts each metric from data no report can break out of, drawn by uPlot loaded on that page only', () => {
    const kept: KeptVitals[] = []
    const route = '/x</script><script>alert(1)</script>'
    keepVitals(kept, report(route), 1)
    const page = demoVitalsPage(kept)
    const json = /<script type="application\/json" id="vitals-data">([^<]*)<\/script>/.exec(page)?.[1]
    expect(json).toBeDefined()
    const data = JSON.parse(json!) as { names: string[]; reports: { route: string; metrics: { name: string; value: number }[] }[] }
    expect(data.reports[0]).toMatchObject({
      route,
      metrics: [
        { name: 'LCP', value: 1200.4 },
        { name: 'CLS', value: 0.12 },
        { name: 'READY', value: 2210.6 },
        { name: 'JS_BYTES', value: 198_451 },
      ],
    })
    expect(data.names).toEqual(['LCP', 'INP', 'CLS', 'TTFB', 'FCP', 'READY', 'JS_BYTES'])
    expect(page.match(/data-chart="/g)).toHaveLength(7)
    expect(page).toContain('<figcaption>JS_BYTES（字节）</figcaption>')
    expect(page).toContain(`<script src="${VITALS_CHART_PATH}" defer></script>`)
  })
})
