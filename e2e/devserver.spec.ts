import { test, expect } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { request } from 'node:http'
import { freePort } from './ports'
import { gotoReady } from './navigation'
import { RegisterPage } from './pages/RegisterPage'

/**
 * `npm start` (the Vite dev server with the demo back end, src/mocks/devServer.ts), where the demo
 * back end runs in the page, not in Node as for the other specs. An error in the page reaches the
 * dev server through the page's service worker, and /demo/errors maps its stack with the dev
 * server's own module maps (release `dev`). The page fails on purpose there: this spec does not
 * take the fixture that fails a test on a page error.
 */
// One dev server for the file: its tests run in order in one worker (not spread over both, each starting its own).
test.describe.configure({ mode: 'default' })

let server: ViteDevServer
let origin: string
test.beforeAll(async () => {
  const port = await freePort()
  server = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { host: '127.0.0.1', port, strictPort: true } })
  await server.listen()
  origin = `http://127.0.0.1:${port}`
})
test.afterAll(async () => {
  await server.close()
})

test('npm start: an error in the page is on /demo/errors, its stack in our source', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.deleteProperty(Array.prototype, 'at')
    })
  })
  await page.goto(`${origin}/home/login?t=pwd`)
  await expect(page.getByRole('heading', { name: '页面出错了' })).toBeVisible({ timeout: 60_000 })
  await expect
    .poll(async () => (await page.request.get(`${origin}/demo/errors`)).text(), { timeout: 15_000 })
    .toContain('data-release="dev"')
  await page.goto(`${origin}/demo/errors`)
  // (web-vitals, loaded once the page is ready, calls .at() too: its own report may come as well.)
  const shown = page.locator('article[data-release="dev"]').filter({ has: page.getByRole('heading', { name: '[render] ' }) })
  await expect(shown.getByRole('heading')).toHaveText('[render] /home/login?t=pwd')
  const first = shown.locator('li.frame').first()
  await expect(first.locator('code.src')).toHaveText(/^src\/app\/head\.ts:\d+:\d+$/)
  await expect(first.locator('pre')).toContainText('.at(-1)')
})

test('npm start: the registration’s area lookup answers from the demo back end in the page', async ({ page }) => {
  test.setTimeout(90_000)
  const reg = new RegisterPage(page)
  await gotoReady(page, `${origin}/home/register`)
  const form = reg.form('company')
  await reg.pickArea(form, '澄海', /广东省 \/ 汕头市 \/ 澄海区/)
  await expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('440515')
})

test('npm start: a beacon cut short (a page closing mid-send) covers no other open page with an error', async ({ page }) => {
  await gotoReady(page, `${origin}/home/login?t=pwd`)
  // A POST whose body never ends: the connection drops halfway, as when a closing page's beacon is cut.
  await new Promise<void>((resolve) => {
    const url = new URL(`${origin}/home/api/reportVitals`)
    const cut = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-length': '1000' } })
    cut.on('error', () => resolve())
    cut.write('{"name":"LCP",', () => setTimeout(() => cut.destroy(), 50))
    cut.on('close', () => resolve())
  })
  // Still served: the demo back end answers the next call, and no overlay came over the page.
  await expect.poll(async () => (await page.request.get(`${origin}/demo/vitals`)).status()).toBe(200)
  await expect(page.locator('vite-error-overlay')).toHaveCount(0)
  await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
})
