/**
 * Usable at first paint (scripts/build/early.ts, src/outcomes/shells.ts, src/features/forms/adopt.ts):
 * with the app's JavaScript held back, as on a slow phone, a person types, picks and ticks in the
 * prerendered shell, taps a button (busy, the status line says so), and once the app is ready the
 * tap is performed with exactly what was typed. A phone sees its own panel before any app code
 * has run, and nothing moves when the app takes over.
 */
import type { Locator, Page, Request } from '@playwright/test'
import { appReady, expect, test } from './fixtures'
import { layoutShift, trackLayoutShift } from './layoutShift'
import { hold, type Hold } from './hold'
import { WECHAT_PHONE } from './devices'

/** Open `url` with every chunk of the app held (the early script and config.js still load). */
async function openHeld(page: Page, url: string): Promise<Hold> {
  const app = await hold(page, /\/home\/assets\/(?!early-)[\w-]+\.js$/)
  // (Not waiting for DOMContentLoaded: it waits for the app's module script.)
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('#root [data-variant] h1').first().waitFor()
  return app
}

/** The body of the next SMS-code request. */
const codeRequest = (page: Page) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/home/api/sendVerificationCode') && r.method() === 'POST')

const PENDING = '页面正在准备，请稍候…'

/**
 * Taps `button` (获取验证码) while the app is held: answered at once (busy, and the page says why
 * nothing happens yet); then the app is let through, and the tap is performed once it is ready:
 * the SMS-code request carries `expected`.
 */
async function requestCodeBeforeTheApp(page: Page, app: Hold, button: Locator, expected: { mobile: string; area_code: string }) {
  await button.click()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible()
  const sent = codeRequest(page)
  await app.release()
  expect((await sent).postDataJSON()).toEqual(expected)
  await appReady(page)
  await expect(page.locator('#early-input-status')).toBeHidden()
}

test('/home/login?t=pwd: typed, picked and ticked before the app runs, sent as typed once it is ready', async ({ page }) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const form = page.getByRole('form', { name: '手机号登录' })
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
  expect(app.seen()).toBeGreaterThan(0)
  await form.getByRole('combobox', { name: '区号' }).selectOption('852')
  await form.getByPlaceholder('请输入手机号').pressSequentially('51234567')
  await page.getByRole('checkbox', { name: '15 天内自动登录' }).check()
  await requestCodeBeforeTheApp(page, app, form.getByRole('button', { name: '获取验证码' }), { mobile: '51234567', area_code: '852' })
  await expect(form.getByPlaceholder('请输入手机号')).toHaveValue('51234567')
  await expect(form.getByRole('combobox', { name: '区号' })).toHaveValue('852')
  // The ticked box is the form's too: it is checked and remembered (isAuto).
  await expect(page.getByRole('checkbox', { name: '15 天内自动登录' })).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('isAuto'))).toBe('1')
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
})

test('the header’s greeting is in the first paint, and stays as it was when the app takes over', async ({ page }) => {
  const app = await openHeld(page, '/home/login')
  const greeting = page.getByTestId('greeting')
  await expect(greeting).toHaveText(/^(早上好|中午好|下午好|晚上好|凌晨好)，\d{4}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/)
  const line = await greeting.textContent()
  const node = await greeting.evaluateHandle((el) => el.firstChild)
  await app.release()
  await appReady(page)
  await expect(greeting).toHaveText(line!)
  // The same text node: nothing was repainted (not even to blank and back).
  expect(await greeting.evaluate((el, first) => el.firstChild === first, node)).toBe(true)
})

test('/home/bindPhone: the phone typed before the app runs is the one the code is sent to', async ({ page }) => {
  const app = await openHeld(page, '/home/bindPhone')
  const phone = page.getByPlaceholder('请输入手机号')
  await phone.pressSequentially('13800000040')
  await requestCodeBeforeTheApp(page, app, page.getByRole('button', { name: '获取验证码' }), { mobile: '13800000040', area_code: '86' })
  await expect(phone).toHaveValue('13800000040')
})

test('/home/register?id=1: the first fields typed before the app runs are the form’s, and the code goes to that phone', async ({
  page,
}) => {
  const app = await openHeld(page, '/home/register?id=1')
  const form = page.getByRole('form', { name: '采购商注册' })
  await form.getByRole('textbox', { name: '公司名称', exact: true }).pressSequentially('早到玩具有限公司')
  await form.getByRole('textbox', { name: '联系人', exact: true }).pressSequentially('陈早')
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000077')
  await requestCodeBeforeTheApp(page, app, form.getByRole('button', { name: '获取验证码' }), { mobile: '13800000077', area_code: '86' })
  // Nothing lost, and validation sees it: submitting marks what is missing, not what was typed early.
  await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('早到玩具有限公司')
  await expect(form.getByRole('textbox', { name: '联系人', exact: true })).toHaveValue('陈早')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: '联系人', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
})

test('a submit by Enter before the app runs stays on the page and is performed once it is ready', async ({ page }) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const form = page.getByRole('form', { name: '手机号登录' })
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000001')
  await form.getByPlaceholder('请输入短信验证码').pressSequentially('123456')
  await form.getByPlaceholder('请输入短信验证码').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible()
  // The form was not sent to the address bar.
  expect(new URL(page.url()).search).toBe('?t=pwd')
  await app.release()
  await appReady(page)
  // Submitted with what was typed: the phone passes, and the code is refused only because none was asked for here.
  await expect(form.getByText('请先获取验证码')).toBeVisible()
  await expect(form.getByPlaceholder('请输入手机号')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByPlaceholder('请输入短信验证码')).toHaveValue('123456')
  expect(new URL(page.url()).search).toBe('?t=pwd')
})

test.describe('a phone in WeChat (Android, 390 px)', () => {
  test.use(WECHAT_PHONE)

  const LOGIN_ENTRIES = [
    '/home/login',
    '/home/',
    '/home/login?t=pwd',
    '/home/login?t=scan',
    '/home/login?t=bindPhone',
    '/home/LoginIfarme',
    '/home/LoginIfarme?t=scan',
  ]

  test('sees the phone field before any app code has run', async ({ page }) => {
    const app = await openHeld(page, '/home/login')
    await expect(page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号')).toBeEditable()
    await expect(page.getByTestId('qr-box')).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: '15 天内自动登录' })).toHaveCount(0)
    expect(app.seen()).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
    // One shell left: the phone's.
    await expect(page.locator('#root > [data-variant]')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('data-variant', 'pwd.wechat')
    await app.release()
    await appReady(page)
  })

  for (const url of LOGIN_ENTRIES) {
    test(`${url}: nothing moves from the first paint to the app having taken over (CLS 0)`, async ({ page }) => {
      await trackLayoutShift(page)
      await page.goto(url)
      await appReady(page)
      await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
      // Whatever comes after the app (the QR stand-in, the footer's config) has come.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await layoutShift(page)).toBe(0)
    })
  }
})
