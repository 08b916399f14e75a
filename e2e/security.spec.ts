import type { Page } from '@playwright/test'
import { REDIRECT_KINDS, XSS_PAYLOADS } from '../src/test/attackPayloads'
import { test, expect, LEAVES, gotoReady, atOrigin } from './fixtures'

/**
 * Open redirects and XSS against the production build. The allowlist is the
 * shipped config.js (`localhost`, `127.0.0.1`) plus the configured apps. One
 * payload of each kind goes through each way the page can navigate here; every
 * payload goes through every navigation decision in src/outcomes/redirects.test.ts.
 */

/** Every top-level navigation the page makes, with its host. */
function watchNavigations(page: Page): string[] {
  const hosts: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
      try {
        hosts.push(new URL(r.url()).hostname)
      } catch {
        hosts.push(r.url())
      }
    }
  })
  return hosts
}

const offAllowlist = (hosts: string[]) => hosts.filter((h) => h !== '127.0.0.1' && h !== 'localhost')

test.describe('open redirects: no navigation off the allowlist', () => {
  test('Special of a scan login answer', async ({ page }) => {
    test.setTimeout(120_000)
    for (const special of REDIRECT_KINDS) {
      const hosts = watchNavigations(page)
      await page.route('**/home/api/login?*', (route) =>
        route.fulfill({ json: { code: 0, msg: '', data: { type: 'company', Bearer: 'TK', Special: special } } }),
      )
      await page.goto('/home/login')
      await expect(page.getByTestId('demo-qr')).toBeVisible()
      await page.getByRole('button', { name: '模拟扫码' }).click()
      await page.waitForURL(/\/demo\/company\/login\?token=TK$/)
      expect(offAllowlist(hosts), special).toEqual([])
      await page.unroute('**/home/api/login?*')
      page.removeAllListeners('request')
    }
  })

  test('Special of the session check', async ({ page }) => {
    test.setTimeout(120_000)
    for (const special of REDIRECT_KINDS) {
      const hosts = watchNavigations(page)
      await page.route('**/home/api/checkLogin', (route) =>
        route.fulfill({ json: { code: 0, msg: '', data: { type: 1, Special: special } } }),
      )
      await atOrigin(page)
      await page.evaluate(() => localStorage.setItem('TOKEN', 'TK'))
      await page.goto('/home/login', LEAVES)
      await page.waitForURL(/\/demo\/company\/login\?token=TK$/)
      expect(offAllowlist(hosts), special).toEqual([])
      await page.unroute('**/home/api/checkLogin')
      page.removeAllListeners('request')
      // Signed out on the main app's page (our origin), so the next pass starts with only its own token.
      await page.evaluate(() => localStorage.clear())
    }
  })

  test('jump_url on the login page', async ({ page }) => {
    test.setTimeout(120_000)
    const hosts = watchNavigations(page)
    for (const payload of REDIRECT_KINDS) {
      await gotoReady(page, `/home/login?jump_url=${encodeURIComponent(payload)}`)
      await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
      expect(new URL(page.url()).pathname, payload).toBe('/home/login')
    }
    expect(offAllowlist(hosts)).toEqual([])
  })

  test('a stored factory_url of a test factory', async ({ page }) => {
    test.setTimeout(120_000)
    for (const payload of REDIRECT_KINDS) {
      const hosts = watchNavigations(page)
      await atOrigin(page)
      await page.evaluate((url) => {
        localStorage.clear()
        localStorage.setItem('factory_url', url)
      }, payload)
      await page.route('**/home/api/login?*', (route) =>
        route.fulfill({ json: { code: 0, msg: '', data: { type: 'factory', Bearer: 'FK' } } }),
      )
      await page.goto('/home/login')
      await page.getByRole('button', { name: '模拟扫码' }).click()
      await page.waitForURL(/\/demo\/factory\/login\?token=FK$/)
      expect(offAllowlist(hosts), payload).toEqual([])
      await page.unroute('**/home/api/login?*')
      page.removeAllListeners('request')
    }
  })

  test('referrer_url is saved only from a trusted referrer', async ({ page }) => {
    for (const payload of REDIRECT_KINDS.filter((p) => /^https?:\/\/[^\s]/.test(p))) {
      // Ready: the guard has run (it is what would save the referrer).
      await gotoReady(page, '/home/login', { referer: payload })
      expect(await page.evaluate(() => localStorage.getItem('referrer_url')), payload).toBeNull()
    }
    await page.goto('/home/login', { referer: 'http://localhost:9000/shop' })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referrer_url'))).toBe('http://localhost:9000/shop')
  })
})

/** Every XSS payload in one string. */
const ALL_XSS = XSS_PAYLOADS.join(' ')

test.describe('XSS: server and config text is shown as text, never run', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (d) => {
      throw new Error(`a script ran: dialog "${d.message()}"`)
    })
  })

  test('msg of an answer', async ({ page, loginPage }) => {
    test.setTimeout(120_000)
    await loginPage.goto()
    await loginPage.phone.fill('13800000019')
    await loginPage.requestCode()
    await loginPage.code.fill('123456')
    for (const payload of XSS_PAYLOADS) {
      await page.route('**/home/api/login1', (route) => route.fulfill({ json: { code: -1, msg: payload, data: null } }))
      await loginPage.submit.click()
      await expect(page.getByText(payload, { exact: true }).first()).toBeVisible()
      await page.unroute('**/home/api/login1')
    }
  })

  test('why (the stored reason) and list fields', async ({ page }) => {
    test.setTimeout(120_000)
    await atOrigin(page)
    // Every payload a card of one list, each in every field the card shows.
    await page.evaluate(
      (payloads) => {
        const card = (p: string, i: number) => ({
          id: `C${i}`,
          name: p,
          contact: p,
          mobilephone: p,
          province_name: p,
          city_name: '',
          district_name: '',
          address: p,
        })
        localStorage.setItem('list', JSON.stringify(payloads.map(card)))
      },
      [...XSS_PAYLOADS],
    )
    await page.goto('/home/bindCompany')
    for (const payload of XSS_PAYLOADS) await expect(page.getByRole('radio', { name: payload, exact: true })).toBeVisible()
    // Every payload in one stored reason: any of them run as markup would open a dialog or lose its text.
    await page.evaluate((p) => localStorage.setItem('message', p), ALL_XSS)
    await page.goto('/home/reviewErr')
    await expect(page.getByTestId('reason')).toHaveText(`不通过原因：${ALL_XSS}`)
  })

  test('config strings', async ({ page }) => {
    // Every payload in each string, in one page.
    await page.route('**/home/config.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__HOME_CONFIG__ = ${JSON.stringify({ companyName: ALL_XSS, filingNumber: ALL_XSS })}`,
      }),
    )
    await gotoReady(page, '/home/review')
    await expect(page.getByText(`© ${ALL_XSS}`)).toBeVisible()
    await expect(page.getByText(ALL_XSS, { exact: true })).toBeVisible()
  })

  test('a script URL in the config is refused as a configuration error', async ({ page }) => {
    await page.route('**/home/config.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.__HOME_CONFIG__ = { supportQrUrl: 'javascript:alert(21)' }` }),
    )
    await gotoReady(page, '/home/review')
    await expect(page.getByRole('heading', { level: 1, name: '配置错误' })).toBeVisible()
    await expect(page.getByText(/supportQrUrl/)).toBeVisible()
  })
})
