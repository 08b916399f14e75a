/**
 * Phones first (src/start/deviceDecision.ts): the login pages open on the phone
 * panel on a phone, keep the QR one tap away, and offer the 15-day auto-login
 * in desktop browsers only. The shell is device-neutral and still hydrates.
 */
import { USER_AGENTS } from '../src/test/userAgents'
import { loginWords } from '../src/words/zh-CN/login'
import { test, expect, gotoReady } from './fixtures'

const QR_ON_PHONE = loginWords.source.qr.onPhone

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const autoLogin = (page: import('@playwright/test').Page) => page.getByRole('checkbox', { name: '15 天内自动登录' })

test.describe('on a phone in WeChat (Android, 390 px)', () => {
  test.use({ ...PHONE, userAgent: USER_AGENTS.wechatAndroid })

  test('/home/login opens on the phone panel, without the auto-login; the shell still hydrates', async ({ page }) => {
    await gotoReady(page, '/home/login')
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
    await expect(page.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号')).toBeEditable()
    await expect(page.getByTestId('qr-box')).toHaveCount(0)
    await expect(autoLogin(page)).toHaveCount(0)
    // No QR state was issued for a QR nobody saw.
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
  })

  test('?t=scan opens the QR panel, which says it is scanned from a computer; the phone tab is one tap away', async ({ page }) => {
    await gotoReady(page, '/home/login?t=scan')
    await expect(page.getByTestId('qr-box')).toBeVisible()
    await expect(page.getByText(QR_ON_PHONE)).toBeVisible()
    await expect(page.getByText('请使用微信扫描二维码登录')).toHaveCount(0)
    await expect(autoLogin(page)).toHaveCount(0)
    await page.getByRole('tab', { name: '手机号登录' }).click()
    await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
    await expect(autoLogin(page)).toHaveCount(0)
  })

  test('/home/LoginIfarme opens on the mobile tab; ?t=scan on the QR', async ({ page }) => {
    await gotoReady(page, '/home/LoginIfarme')
    await expect(page.getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
    await gotoReady(page, '/home/LoginIfarme?t=scan')
    await expect(page.getByRole('tab', { name: '扫码登录' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(QR_ON_PHONE)).toBeVisible()
    await expect(autoLogin(page)).toHaveCount(0)
  })

  test('a phone sign-in sends isAuto 0', async ({ page, loginPage }) => {
    await gotoReady(page, '/home/login')
    const body = page.waitForRequest((r) => r.url().endsWith('/home/api/login1')).then((r) => r.postDataJSON() as Record<string, unknown>)
    await loginPage.loginWith('13800000001')
    expect(await body).toMatchObject({ mobile: '13800000001', isAuto: 0 })
    expect(await body).not.toHaveProperty('stu')
    await page.waitForURL(/\/demo\/company\/login\?token=[^&]+$/)
  })
})

test.describe('on an iPad', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, userAgent: USER_AGENTS.ipad })
  test('the QR panel opens first (another device scans it), without the auto-login', async ({ page }) => {
    await gotoReady(page, '/home/login')
    await expect(page.getByTestId('qr-box')).toBeVisible()
    await expect(page.getByText('请使用微信扫描二维码登录')).toBeVisible()
    await expect(autoLogin(page)).toHaveCount(0)
  })
})

test.describe('in a desktop browser (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, userAgent: USER_AGENTS.windowsChrome })
  test('/home/login opens on the QR panel with the auto-login offered; so does /home/LoginIfarme', async ({ page }) => {
    await gotoReady(page, '/home/login')
    await expect(page.getByRole('tab', { name: '扫码登录' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('qr-box')).toBeVisible()
    await expect(autoLogin(page)).toBeVisible()
    await gotoReady(page, '/home/LoginIfarme')
    await expect(page.getByRole('tab', { name: '扫码登录' })).toHaveAttribute('aria-selected', 'true')
    await expect(autoLogin(page)).toBeVisible()
  })
})
