import { test as base, type Page, type Request } from '@playwright/test'
import { appReady, expect, gotoReady, test } from './fixtures'
import { chunk, hold } from './hold'
import { DEMO_SMS_PATTERN } from './pages/sms'
import { WECHAT_PHONE } from './devices'
import { SUPPORT_CHUNK, SupportPart } from './pages/SupportPart'
import { BindByPhonePage } from './pages/BindPage'
import { wechatButton } from './pages/WechatSignIn'
import { PRODUCTION_LIKE_CONFIG_JS } from './production-config'

/**
 * Code that fails to arrive is retried, never the error page (src/app/onDemand.ts): each part
 * whose code loads on demand arrives though its chunk's first fetch is dropped; one whose code
 * keeps failing says so in its own place with 重试, the rest of the page working and what was
 * typed kept; one whose file a deploy removed reloads the page once, not in a loop.
 */

/** Drops the first fetch of `pattern` as a broken connection; lets the later ones through. */
async function dropOnce(page: Page, pattern: RegExp): Promise<() => number> {
  let seen = 0
  await page.route(pattern, (route) => (seen++ === 0 ? route.abort('connectionreset') : route.fallback()))
  return () => seen
}

async function productionConfig(page: Page) {
  await page.route('**/home/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: PRODUCTION_LIKE_CONFIG_JS }))
}

/** WeChat's widget as a stand-in script: draws a box where WeChat draws its QR iframe. */
const WX_LOGIN_STAND_IN = `window.WxLogin = function (o) {
  var box = document.createElement('div'); box.setAttribute('role', 'img'); box.setAttribute('aria-label', '微信登录二维码')
  box.style.cssText = 'width:300px;height:400px'; document.getElementById(o.id).appendChild(box)
}`

const noErrorPage = (page: Page) => expect(page.getByRole('heading', { name: '页面出错了' })).toHaveCount(0)

test.describe('a part whose chunk’s first fetch is dropped still arrives', () => {
  test('联系客服 (SupportDialog)', async ({ page }) => {
    const seen = await dropOnce(page, SUPPORT_CHUNK)
    await gotoReady(page, '/home/login?t=pwd')
    const support = new SupportPart(page)
    await support.opener.click()
    await expect(support.dialog).toBeVisible()
    expect(seen()).toBe(2)
    await noErrorPage(page)
  })

  test('the tester panel (TesterPanel) and a sign-in dialog (LoginDialogs)', async ({ page }) => {
    const panelSeen = await dropOnce(page, chunk('TesterPanel'))
    const dialogSeen = await dropOnce(page, chunk('LoginDialogs'))
    await page.goto('/demo/tester')
    await page.waitForURL(/\/home\/login$/)
    const panel = page.getByRole('region', { name: '测试模式' })
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: '设置登录后跳转地址' }).click()
    await expect(page.getByTestId('dialog-jump')).toBeVisible()
    expect([panelSeen(), dialogSeen()]).toEqual([2, 2])
    await noErrorPage(page)
  })

  test('the motion code (motionFeatures, fetched at the registration’s first input): no unhandled rejection', async ({ page }) => {
    // Motion allowed: for a person who asks for less, the code is never fetched (e2e/motion.spec.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    const seen = await dropOnce(page, chunk('motionFeatures'))
    await gotoReady(page, '/home/register?id=1')
    // Not in the first visit's load: over the prerendered page nothing moves until the person does something.
    expect(seen()).toBe(0)
    await page.getByRole('tab', { name: '工厂注册' }).click()
    await expect.poll(seen).toBe(2)
    await expect(page.getByRole('tab', { name: '工厂注册' })).toHaveAttribute('aria-selected', 'true')
    expect(errors).toEqual([])
    await noErrorPage(page)
  })

  test('the demo’s QR (DemoQr)', async ({ page }) => {
    const seen = await dropOnce(page, chunk('DemoQr'))
    await gotoReady(page, '/home/login?t=scan')
    await expect(page.getByTestId('demo-qr')).toBeVisible()
    expect(seen()).toBe(2)
    await noErrorPage(page)
  })

  test('WeChat’s QR widget (WeChatQrFrame)', async ({ page }) => {
    await productionConfig(page)
    await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: WX_LOGIN_STAND_IN }))
    const seen = await dropOnce(page, chunk('WeChatQrFrame'))
    await gotoReady(page, '/home/login?t=scan')
    await expect(page.getByTestId('qr-box').getByRole('img', { name: '微信登录二维码' })).toBeVisible()
    expect(seen()).toBe(2)
    await noErrorPage(page)
  })

  for (const [name, t, form] of [
    ['PhonePanel', 'pwd', '手机号登录'],
    ['BindPhonePanel', 'bindPhone', '绑定手机号'],
  ] as const)
    test(`the login panel ${form} (${name}, through the route's preload)`, async ({ page }) => {
      const seen = await dropOnce(page, chunk(name))
      await gotoReady(page, `/home/login?t=${t}`)
      const phone = page.getByRole('form', { name: form }).getByPlaceholder('请输入手机号')
      await phone.fill('13800001234')
      await expect(phone).toHaveValue('13800001234')
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(seen()).toBe(2)
      await noErrorPage(page)
    })

  test.describe('in WeChat on a phone', () => {
    test.use(WECHAT_PHONE)
    test('微信一键登录 (WeChatMpButton, through the route’s preload)', async ({ page }) => {
      await productionConfig(page)
      const seen = await dropOnce(page, chunk('WeChatMpButton'))
      await gotoReady(page, '/home/login?t=pwd')
      // The app's own slot, rendered with config.js's wechatMpAppId.
      await expect(page.locator('[data-wechat-mp="on"]')).toHaveCount(1)
      await expect(wechatButton(page)).toBeVisible()
      expect(seen()).toBe(2)
      await noErrorPage(page)
    })
  })

  test('a sign-in’s follow-up call (determineCorF, the re-check of an unregistered phone)', async ({ page, loginPage }) => {
    const seen = await dropOnce(page, chunk('determineCorF'))
    await loginPage.goto()
    await loginPage.loginWith('13800000004')
    await expect(page.getByTestId('dialog-unregistered')).toBeVisible()
    expect(seen()).toBe(2)
    await noErrorPage(page)
  })

  test('the decision table (table), on /home/bindPhone: not in the first load, fetched once a code is asked for', async ({ page }) => {
    const seen = await dropOnce(page, chunk('table'))
    const bind = new BindByPhonePage(page, 'company')
    await bind.goto()
    expect(seen()).toBe(0)
    await bind.bind('13800000040')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000040\./)
    expect(seen()).toBe(2)
  })

  test('the toaster (toaster-impl), with the first message', async ({ page, loginPage }) => {
    const seen = await dropOnce(page, chunk('toaster-impl'))
    await gotoReady(page, '/home/login?t=pwd')
    await loginPage.phone.fill('13800000001')
    // The demo's code-sent message is the page's first.
    await loginPage.getCode.click()
    await expect(page.getByTestId('toast').filter({ hasText: DEMO_SMS_PATTERN })).toBeVisible()
    await expect.poll(seen).toBe(2)
  })

  test('the field measurement (vitals)', async ({ page }) => {
    const seen = await dropOnce(page, chunk('vitals'))
    await gotoReady(page, '/home/login?t=pwd')
    // Set by the vitals module once it measures something: it arrived and runs.
    await expect(page.locator('html')).toHaveAttribute('data-vitals', '')
    expect(seen()).toBe(2)
  })
})

// The page fails on purpose here (an error of ours): not the fixture that fails a test on a page error.
base('an error of ours still gets the error page and its report, though their chunks’ first fetches are dropped', async ({ page }) => {
  const pageSeen = await dropOnce(page, chunk('RootError'))
  const reportSeen = await dropOnce(page, chunk('reportError'))
  const reports: Request[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/home/api/reportError')) reports.push(r)
  })
  // What Chromium before 92 lacks, taken away once the early script has decided this engine needs no polyfills (e2e/errors.spec.ts).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.deleteProperty(Array.prototype, 'at')
    })
  })
  await page.goto('/home/login?t=pwd')
  await expect(page.getByRole('heading', { name: '页面出错了' })).toBeVisible()
  await expect.poll(() => reports.length).toBeGreaterThan(0)
  expect([pageSeen(), reportSeen()]).toEqual([2, 2])
})

test('code that keeps failing: 重试 in the dialog’s place, the typed phone kept; once it arrives, 重试 opens the dialog', async ({
  page,
  loginPage,
}) => {
  const broken = await hold(page, SUPPORT_CHUNK)
  await broken.fail()
  await loginPage.goto()
  await loginPage.phone.fill('13800001234')
  const support = new SupportPart(page)
  await support.opener.click()
  await expect(support.failure).toHaveText(/^联系客服加载失败，请检查网络/)
  await expect(loginPage.phone).toHaveValue('13800001234')
  await noErrorPage(page)
  // The rest of the page works: the phone can still be changed, the tabs switched.
  await loginPage.phone.fill('13800005678')
  await expect(loginPage.phone).toHaveValue('13800005678')
  // 重试 is reached by Tab from 联系客服 (past 注册), and named for what it retries.
  await support.opener.focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(support.retry).toBeFocused()
  await expect(support.retry).toHaveText('重试')
  // The network is back, its answer held until the retry is under way (a later route comes first).
  const back = await hold(page, SUPPORT_CHUNK)
  await page.keyboard.press('Enter')
  await expect(support.failure).toHaveText(/^正在重新加载联系客服…/)
  await expect(support.retry).toBeFocused()
  await broken.release()
  await back.release()
  await expect(support.dialog).toBeVisible()
  await expect(support.dialog.getByRole('img', { name: '客服微信二维码' })).toBeVisible()
  await expect(support.failure).toHaveCount(0)
  await support.dialog.getByRole('button', { name: '知道了' }).click()
  await expect(loginPage.phone).toHaveValue('13800005678')
})

test('a sign-in dialog whose code keeps failing: its failure stands in its place, and 关闭 closes it', async ({ page }) => {
  await page.route(chunk('LoginDialogs'), (route) => route.abort('connectionreset'))
  await page.goto('/demo/tester')
  await page.waitForURL(/\/home\/login$/)
  await appReady(page)
  await page.getByRole('region', { name: '测试模式' }).getByRole('button', { name: '设置登录后跳转地址' }).click()
  const failure = page.getByRole('alert').filter({ hasText: /^登录窗口加载失败，请检查网络/ })
  await expect(failure).toBeVisible()
  await failure.getByRole('button', { name: '关闭' }).click()
  await expect(failure).toHaveCount(0)
  await noErrorPage(page)
})

test('a part’s chunk a deploy removed (404): the page reloads once, not in a loop, with the typed phone restored', async ({
  page,
  loginPage,
}) => {
  await page.route(SUPPORT_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }))
  let loads = 0
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads += 1
  })
  const probe = () => page.waitForResponse((r) => r.request().method() === 'HEAD' && SUPPORT_CHUNK.test(r.url()) && r.status() === 404)
  await loginPage.goto()
  await loginPage.phone.fill('13800001234')
  const support = new SupportPart(page)
  let probed = probe()
  await support.opener.click()
  await probed
  // Reloaded once: the same form, the phone restored by its draft (src/session/drafts.ts).
  await page.waitForEvent('load')
  await appReady(page)
  expect(loads).toBe(2)
  await expect(loginPage.phone).toHaveValue('13800001234')
  // Still gone after the reload: 重试 in its place, and no second reload.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  probed = probe()
  await support.opener.click()
  await expect(support.failure).toHaveText(/^联系客服加载失败，请检查网络/)
  await probed
  // 重试, and its probe: the page had long read the first probe's answer by then, and had it
  // reloaded, this tap would have met a new page. This page is still the one marked.
  probed = probe()
  await support.retry.click()
  await probed
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(loads).toBe(2)
  await expect(loginPage.phone).toHaveValue('13800001234')
})
