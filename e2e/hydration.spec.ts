import type { Page } from '@playwright/test'
import { documentTitle, PAGE_PATHS } from '../src/domain/pages'
import { shellCases } from '../src/start/shells'
import { appReady, expect, gotoReady, test } from './fixtures'
import { APP_ENTRY, hold } from './hold'
import { PRODUCTION_LIKE_CONFIG, PRODUCTION_LIKE_CONFIG_JS } from './production-config'

declare global {
  interface Window {
    __cls?: number
    __shellNodes?: Array<Element | null>
    __stylesTakenOut?: number
  }
}

/**
 * The system's global CSS (reset and a variable per token) as the running app
 * has it: the app does not compute it again over a prerendered page
 * (src/app/system.ts), so it must be the shell's, in <head>, exactly once.
 */
async function globalCss(page: Page) {
  return page.evaluate(() => ({
    tokenSheets: [...document.querySelectorAll('style[data-emotion]')].filter((s) => s.textContent.includes('--chakra-colors-orange-500:'))
      .length,
    inHead: document.head.querySelector('style[data-emotion^="css-global"]') !== null,
    orange: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-orange-500').trim(),
  }))
}
const ONE_GLOBAL_SHEET = { tokenSheets: 1, inHead: true, orange: '#f97316' }

/**
 * Every route's HTML carries its prerendered shells, one per variant
 * (src/start/shells.ts, scripts/build/prerender.ts), the default first.
 * Opened on its own path with no search params and nothing stored, the app
 * hydrates the default in place: no mismatch (React reports one as a page
 * error, which the fixture fails on), and the page is ready.
 */
for (const page of PAGE_PATHS) {
  const url = `/home${page === '/' ? '/' : page}`
  const title = `<title>${documentTitle(page)}</title>`
  test(`${url}: its own HTML on a plain static host, a deep link's too; the prerendered shell paints before JavaScript and hydrates in place`, async ({
    page: tab,
  }) => {
    const consoleErrors: string[] = []
    tab.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    // A deep link with a query string is the route's own file too, with its title.
    const deepLink = await tab.request.get(`${url}?from=deep-link&code=123`)
    expect(deepLink.status()).toBe(200)
    expect(await deepLink.text()).toContain(title)
    const response = await tab.request.get(url)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(title)
    const variants = shellCases(page).map((c) => c.variant)
    expect(html).toContain(`<div id="root" data-shell="${url}"><div data-variant="${variants[0]}"><`)
    for (const variant of variants) expect(html).toContain(`<div data-variant="${variant}"><`)

    await tab.goto(url)
    // Nothing stored: the guard lets every route through, so every shell is hydrated, not replaced.
    await expect(tab.locator('html')).toHaveAttribute('data-start', 'hydrate')
    await appReady(tab)
    // The desktop browser's variant, the only one left.
    await expect(tab.locator('#root > [data-variant]')).toHaveCount(1)
    await expect(tab.locator('#root > [data-variant]')).toHaveAttribute('data-variant', variants[0]!)
    await expect(tab.locator('#root > [data-variant]')).not.toBeEmpty()
    expect(await globalCss(tab)).toEqual(ONE_GLOBAL_SHEET)
    // The transit page with nothing to finish goes on to the login page; every other renders its own title and heading.
    if (page === '/loadings') await tab.waitForURL(/\/home\/login$/)
    else {
      await expect(tab).toHaveTitle(documentTitle(page))
      await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible()
    }
    expect(consoleErrors).toEqual([])
  })
}

/**
 * Installed before the page's scripts: keeps the heading and first element of
 * the shell the early script kept (`data-variant` on <html>) as parsed, and
 * sums the layout shifts, so a test can tell a shell hydrated in place (the
 * same nodes) from one replaced by a new render; counts the <style> elements
 * taken out of the document (Emotion adopting the page's styles: scripts/build/emotion.ts).
 */
const WATCH_SHELL = `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls = (window.__cls || 0) + e.value
  }).observe({ type: 'layout-shift', buffered: true })
  const watch = new MutationObserver(() => {
    const shell = document.querySelector('#root > [data-variant="' + document.documentElement.getAttribute('data-variant') + '"]')
    if (!shell || !shell.querySelector('h1')) return
    window.__shellNodes = [shell.firstElementChild, shell.querySelector('h1')]
    watch.disconnect()
  })
  watch.observe(document, { childList: true, subtree: true })
  window.__stylesTakenOut = 0
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.removedNodes) if (n.nodeName === 'STYLE') window.__stylesTakenOut++
  }).observe(document, { childList: true, subtree: true })
`

async function openAndWatch(page: Page, url: string, production: boolean): Promise<string[]> {
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    // The WeChat script is blocked here (no request leaves the machine): its failed load is expected.
    if (m.type() === 'error' && !m.location().url.includes('res.wx.qq.com')) consoleErrors.push(m.text())
  })
  if (production) {
    await page.route('**/home/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: PRODUCTION_LIKE_CONFIG_JS }))
    await page.route('https://res.wx.qq.com/**', (route) => route.abort())
  }
  await page.addInitScript(WATCH_SHELL)
  await gotoReady(page, url)
  return consoleErrors
}

/** Where users arrive from the main applications and WeChat: every one hydrates its shell in place. */
const DEEP_LINKS = [
  '/home/login?t=pwd',
  '/home/login?t=bindPhone',
  '/home/login?t=scan',
  '/home/LoginIfarme',
  '/home/login',
  '/home/register?id=1',
  '/home/company?id=edit',
  '/home/bindPhone',
  '/home/agreement?identifier=1',
]

for (const production of [false, true]) {
  const config = production ? 'the production-like config.js' : 'the demo config.js'
  for (const url of DEEP_LINKS) {
    test(`${url} on ${config}: the shell is hydrated, not repainted`, async ({ page }) => {
      const consoleErrors = await openAndWatch(page, url, production)
      await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
      // The nodes the browser parsed from the HTML are the nodes the app runs on.
      expect(
        await page.evaluate(() => {
          const root = document.getElementById('root')!
          const [first, heading] = window.__shellNodes ?? []
          return first === root.querySelector(':scope > [data-variant] > *') && heading?.isConnected === true && root.contains(heading)
        }),
      ).toBe(true)
      // The deep link's own shell was on screen from the first paint: nothing moves when the app takes
      // over (the edit page's line above the form keeps its height whether reading succeeds or fails).
      expect(await page.evaluate(() => window.__cls ?? 0)).toBeLessThan(0.01)
      expect(await globalCss(page)).toEqual(ONE_GLOBAL_SHEET)
      // Its styles stay where the HTML has them: none leaves the document as the app adopts them.
      expect(await page.evaluate(() => window.__stylesTakenOut)).toBe(0)
      expect(consoleErrors).toEqual([])
    })
  }
}

test('a deep link’s panel is its shell; config.js applies in the render after hydration', async ({ page }) => {
  await openAndWatch(page, '/home/login?t=pwd', true)
  await expect(page.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
  await expect(page.locator('footer')).toContainText(PRODUCTION_LIKE_CONFIG.companyName)
  await page.getByRole('tab', { name: '扫码登录' }).click()
  // The real widget's box (WeChat's script is blocked here, so it says it failed), not the demo stand-in.
  await expect(page.getByTestId('demo-qr')).toHaveCount(0)
  await expect(page.getByText('微信二维码加载失败')).toBeVisible()
})

test('the QR box is the same on the demo shell and with a WeChat app id (no shift when the widget comes)', async ({ page }) => {
  const consoleErrors = await openAndWatch(page, '/home/login?t=scan', true)
  const box = await page.getByTestId('qr-box').boundingBox()
  await page.unrouteAll()
  const demo = await page.context().newPage()
  await gotoReady(demo, '/home/login?t=scan')
  expect(await demo.getByTestId('qr-box').boundingBox()).toEqual(box)
  expect(consoleErrors).toEqual([])
})

test('a jump_url deep link hydrates the login shell, then goes where it says', async ({ page }) => {
  await page.goto('/home/login?jump_url=Review')
  await expect(page).toHaveURL(/\/home\/review$/)
  await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a tap on the shell before the app is ready says so, and the tap works once it is', async ({ page }) => {
  // The app's entry is held back, as on a slow phone, until the tap has been answered.
  const entry = await hold(page, APP_ENTRY)
  // (Not waiting for DOMContentLoaded: it waits for the app's module script.)
  await page.goto('/home/login', { waitUntil: 'commit' })
  const tab = page.getByRole('tab', { name: '手机号登录', includeHidden: true })
  await tab.waitFor({ state: 'attached' })
  await expect(page.locator('html')).not.toHaveAttribute('data-ready')
  await tab.click()
  await expect(page.getByRole('status').filter({ hasText: '页面正在准备，请稍候…' })).toBeVisible()
  await expect(tab).toHaveAttribute('aria-busy', 'true')
  // What held the app back was the entry (asked for after the first paint, which a quick tap can come before).
  await expect.poll(() => entry.seen()).toBeGreaterThan(0)
  await entry.release()
  // Once the app has taken over, the tap is delivered: the phone panel opens.
  await appReady(page)
  await expect(page.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
  await expect(page.locator('#early-input-status')).toBeHidden()
  await expect(page.getByRole('tab', { name: '手机号登录' })).not.toHaveAttribute('aria-busy')
})
