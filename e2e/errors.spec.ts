import { readFileSync } from 'node:fs'
import { test as base, expect } from '@playwright/test'
import { startServer, type RunningServer } from './server'

/**
 * Field error reports someone can act on (docs/field-reports.md, "Field error reports"): an error in the
 * production build reaches the back end with the release and the user agent, and /demo/errors
 * shows its stack mapped back to our source with the maps the build kept outside dist/.
 * The page fails on purpose here, so this spec does not take the fixture that fails a test on a page error.
 */
const test = base
const RELEASE = (JSON.parse(readFileSync('dist/release.json', 'utf8')) as { release: string }).release

test.describe('an error in the production build', () => {
  // A back end of this test's own, so its reports are the only ones there.
  let server: RunningServer
  test.beforeAll(async () => {
    server = await startServer({ port: 0 })
  })
  test.afterAll(async () => {
    await server.close()
  })

  test('reaches the back end with its release and engine; /demo/errors shows the line of our source that failed', async ({ page }) => {
    // What Chromium before 92 lacks, taken away once the early script has decided this engine
    // needs no polyfills: the report of issue 35, on a current engine.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Reflect.deleteProperty(Array.prototype, 'at')
      })
    })
    await page.goto(`${server.url}login?t=pwd&code=0a1b2c`)
    await expect(page.getByRole('heading', { name: '页面出错了' })).toBeVisible()
    // The error page has taken the page over: ready, so nothing made before is left waiting.
    await expect(page.locator('html')).toHaveAttribute('data-ready', '')
    // (web-vitals, loaded once the page is ready, calls .at() too: its own report may come as well.)
    const renders = () => server.db.reports.filter((r) => r.text.startsWith('[render]'))
    await expect.poll(() => renders().length).toBe(1)
    const [report] = renders()
    expect(report!.release).toBe(RELEASE)
    expect(report!.userAgent).toBe(await page.evaluate(() => navigator.userAgent))
    // The route names the screen; what is the person's (a code) stays out.
    expect(report!.text.split('\n')[0]).toBe('[render] /home/login?t=pwd&code=…')
    expect(report!.text).toMatch(/at is not a function\n\s+at .*\/home\/assets\/[\w-]+\.js:\d+:\d+/)

    await page.goto(`${new URL(server.url).origin}/demo/errors`)
    const shown = page.locator(`article[data-release="${RELEASE}"]`).filter({ has: page.getByRole('heading', { name: '[render] ' }) })
    await expect(shown).toHaveCount(1)
    await expect(shown.getByRole('heading')).toHaveText('[render] /home/login?t=pwd&code=…')
    await expect(shown).toContainText(/Chrome(?: Headless)? \d+[\d.]* · Blink \d+/)
    // The first frame: the line of src/app/head.ts that calls .at(), with that line's code.
    const first = shown.locator('li.frame').first()
    await expect(first.locator('code.src')).toHaveText(/^src\/app\/head\.ts:\d+:\d+$/)
    await expect(first.locator('pre')).toContainText('.at(-1)')
    await expect(shown.locator('.problem')).toHaveCount(0)
  })

  test('a report of a release whose maps are not here says so, and keeps the stack as it came', async ({ page }) => {
    const res = await page.request.post(`${server.url}api/reportError`, {
      data: {
        text: '[error] /home/login\nTypeError: x\n    at a (https://cdn.example/home/assets/shell-zzz.js:1:2)',
        release: '000000000000',
        userAgent: 'UA',
      },
    })
    expect(res.ok()).toBe(true)
    await page.goto(`${new URL(server.url).origin}/demo/errors`)
    const shown = page.locator('article[data-release="000000000000"]')
    await expect(shown.locator('.problem')).toContainText('no source maps for release "000000000000"')
    await expect(shown).toContainText('at a (https://cdn.example/home/assets/shell-zzz.js:1:2)')
  })
})
