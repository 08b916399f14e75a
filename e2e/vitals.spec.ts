import type { Request } from '@playwright/test'
import type { RequestHandler } from 'express'
import * as v from 'valibot'
import { VitalsReportSchema } from '../src/api/requests'
import { test, expect, gotoReady } from './fixtures'
import { startServer, type RunningServer } from './server'
import { WECHAT_PHONE } from './devices'

/**
 * Field figures from real users: the production build measures the page view with web-vitals
 * (loaded after the app is ready, never in the first load) and sends one beacon when the page is
 * hidden or left; the demo back end keeps it and /demo/vitals shows it.
 */
test.describe('web vitals from a phone in WeChat', () => {
  test.use(WECHAT_PHONE)

  test('hidden (the person switches apps): one beacon with the route, the device and the metrics; no second one', async ({ page }) => {
    const beacons: Request[] = []
    const vitalsCode: string[] = []
    const scripts = new Map<string, Request>()
    page.on('request', (r) => {
      if (r.url().endsWith('/home/api/reportVitals')) beacons.push(r)
      if (/\/assets\/vitals-[\w-]+\.js$/.test(r.url())) vitalsCode.push(r.url())
      if (/\/home\/assets\/[^/]+\.js$/.test(r.url())) scripts.set(r.url(), r)
    })
    // Intercepted (and passed on) so that the beacon's body is there to read: Chromium reports a
    // Blob body only to an interception.
    await page.route('**/home/api/reportVitals', (route) => route.fallback())
    await gotoReady(page, '/home/login?t=pwd')
    // Loaded once the app is ready; hidden once it has measured something (not when its code was merely asked for).
    await expect.poll(() => vitalsCode.length).toBe(1)
    await expect(page.locator('html')).toHaveAttribute('data-vitals', '')
    await page.getByPlaceholder('请输入手机号').fill('138')
    expect(beacons).toEqual([])

    // Headless Chromium keeps a page visible: the page is told it is hidden, as a phone would.
    const hide = () =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
        document.dispatchEvent(new Event('visibilitychange'))
      }, 'hidden' as DocumentVisibilityState)
    await hide()
    await expect.poll(() => beacons.length).toBe(1)
    const beacon = beacons[0]!
    expect(beacon.method()).toBe('POST')
    expect(await beacon.headerValue('content-type')).toBe('application/json')
    const report = v.parse(VitalsReportSchema, beacon.postDataJSON())
    expect(report.route).toBe('/login')
    expect(report.device).toBe('wechatPhone')
    const names = report.metrics.map((m) => m.name)
    for (const name of ['TTFB', 'FCP', 'LCP']) expect(names).toContain(name)
    expect(new Set(names).size).toBe(names.length)

    // READY: ms from navigation until the app took the page over; JS_BYTES: the build's scripts asked
    // for until then, as the network carried them (Playwright's own count of each body's bytes).
    const value = (name: string) => report.metrics.find((m) => m.name === name)
    const ready = value('READY')
    expect(ready).toEqual({ name: 'READY', value: expect.any(Number) })
    expect(ready!.value).toBeGreaterThan(0)
    expect(ready!.value).toBeLessThan(60_000)
    const firstLoad = await page.evaluate(
      (until) => performance.getEntriesByType('resource').filter((e) => e.startTime <= until).map((e) => e.name),
      ready!.value,
    )
    const asked = [...scripts.keys()].filter((url) => firstLoad.includes(url))
    expect(asked.length).toBeGreaterThan(3)
    expect(asked.some((url) => /\/vitals-[\w-]+\.js$/.test(url))).toBe(false)
    const carried = await Promise.all(asked.map(async (url) => (await scripts.get(url)!.sizes()).responseBodySize))
    const bytes = carried.reduce((sum, size) => sum + size, 0)
    expect(bytes).toBeGreaterThan(50_000)
    expect(value('JS_BYTES')).toEqual({ name: 'JS_BYTES', value: bytes })

    // Back, and hidden again: the page view was reported already.
    await page.getByPlaceholder('请输入手机号').fill('13800000001')
    await hide()
    await page.getByPlaceholder('请输入手机号').fill('1380000000')
    expect(beacons).toHaveLength(1)
  })

  test.describe('leaving the page', () => {
    // A back end of this test's own, so its one report is the only one there.
    let server: RunningServer
    test.beforeAll(async () => {
      server = await startServer({ port: 0 })
    })
    test.afterAll(async () => {
      await server.close()
    })

    test('sends the report as the page goes; /demo/vitals shows it', async ({ page }) => {
      await gotoReady(page, `${server.url}bindPhone`)
      // Left once the page has measured something to report.
      await expect(page.locator('html')).toHaveAttribute('data-vitals', '')
      await page.getByPlaceholder('请输入手机号').fill('138')
      const origin = new URL(server.url).origin
      await page.goto(`${origin}/demo/company/login`)
      await expect.poll(() => server.db.vitals.length).toBe(1)
      const [report] = server.db.vitals
      expect(report).toMatchObject({ route: '/bindPhone', device: 'wechatPhone', language: 'zh-CN' })
      const names = report!.metrics.map((m) => m.name)
      expect(names).toContain('READY')
      expect(names).toContain('JS_BYTES')
      await page.goto(`${origin}/demo/vitals`)
      const row = page.getByRole('table', { name: '全部报告' }).getByRole('row').filter({ hasText: '/bindPhone' })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('wechatPhone')
      // The page's language, then READY in ms, JS_BYTES in KB, neither rated.
      const cells = row.getByRole('cell')
      await expect(cells.nth(3)).toHaveText('zh-CN')
      await expect(cells.nth(9)).toHaveText(/^\d+ ms$/)
      await expect(cells.nth(10)).toHaveText(/^\d+\.\d KB$/)
      await expect(cells.nth(10)).not.toHaveAttribute('data-rating')
      // Each metric measured is drawn over time, one line per route and device (uPlot, loaded by this page only).
      for (const metric of report!.metrics) {
        const chart = page.locator(`[data-chart="${metric.name}"]`)
        await expect(chart).toHaveAttribute('data-drawn', '1')
        await expect(chart.locator('canvas')).toHaveCount(1)
        await expect(chart).toContainText('/bindPhone · wechatPhone · zh-CN')
      }
    })
  })

  test.describe('a second visit', () => {
    let server: RunningServer
    test.beforeAll(async () => {
      // The build's scripts cached as deploy/nginx.conf has them (immutable), so the second visit takes them from the cache.
      const immutable: RequestHandler = (req, res, next) => {
        if (req.path.startsWith('/home/assets/')) res.set('Cache-Control', 'public, max-age=31536000, immutable')
        next()
      }
      server = await startServer({ port: 0, before: [immutable] })
    })
    test.afterAll(async () => {
      await server.close()
    })

    test("its scripts from the browser's cache (transferSize 0): the same JS_BYTES, not 0", async ({ page }) => {
      const url = `${server.url}login?t=pwd`
      await gotoReady(page, url)
      await expect(page.locator('html')).toHaveAttribute('data-vitals', '')
      // Leaving sends the first visit's report; the second visit finds the build's scripts cached.
      await gotoReady(page, url)
      await expect(page.locator('html')).toHaveAttribute('data-vitals', '')
      const transferred = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => /\/home\/assets\/[^/]+\.js$/.test(e.name) && e instanceof PerformanceResourceTiming)
          .map((e) => e.transferSize),
      )
      expect(transferred.length).toBeGreaterThan(3)
      expect(new Set(transferred)).toEqual(new Set([0]))
      await page.goto(`${new URL(server.url).origin}/demo/company/login`)
      await expect.poll(() => server.db.vitals.length).toBe(2)
      const [first, second] = server.db.vitals.map((r) => r.metrics.find((m) => m.name === 'JS_BYTES')?.value)
      expect(first).toBeGreaterThan(50_000)
      expect(second).toBe(first)
    })
  })
})
