/**
 * A number pasted as people copy it (contact cards, WeChat, e-mail signatures), through Chromium's
 * clipboard (e2e/clipboard.ts): the field shows the national number, a prefix naming the other area
 * switches the area code and the page says so, and what is sent is the national number in that area
 * (src/outcomes/controls.ts: readPhone).
 */
import type { Page, Request } from '@playwright/test'
import { clipboardPaste } from './clipboard'
import { appReady, expect, test } from './fixtures'
import { APP_CHUNKS, hold } from './hold'
import { BindByPhonePage } from './pages/BindPage'
import { RegisterPage } from './pages/RegisterPage'

/** Each form of number as pasted with +86 chosen → the field, the area code. */
const FORMS = [
  ['+86 138-0000-0001', '13800000001', '86'],
  ['0086 13800000001', '13800000001', '86'],
  ['(+86) 138 0000 0001', '13800000001', '86'],
  ['＋８６　１３８ ００００ ０００１', '13800000001', '86'],
  ['\u202a+86 138 0000 0001\u202c', '13800000001', '86'],
  ['+852 5123 4567', '51234567', '852'],
  ['00852 51234567', '51234567', '852'],
  ['(852) 5123-4567', '51234567', '852'],
] as const

/** The body of the next request to `call`. */
const nextBody = (page: Page, call: string) =>
  page
    .waitForRequest((r: Request) => r.url().endsWith(`/home/api/${call}`) && r.method() === 'POST')
    .then((r) => r.postDataJSON() as Record<string, unknown>)

test.describe('a number pasted as people copy it (production build, Chromium’s clipboard)', () => {
  test('the SMS login: each form of number pasted shows the number and its area', async ({ page, loginPage }) => {
    const paste = await clipboardPaste(page)
    await loginPage.goto()
    for (const [pasted, phone, area] of FORMS) {
      await loginPage.areaCode.selectOption('86')
      await loginPage.pastePhone(pasted, paste)
      await expect(loginPage.phone, pasted).toHaveValue(phone)
      await expect(loginPage.areaCode, pasted).toHaveValue(area)
      const notice = loginPage.phoneForm.getByRole('status')
      if (area === '86') await expect(notice, pasted).toHaveCount(0)
      else await expect(notice, pasted).toHaveText('区号已切换为 +852')
    }
  })

  test('the SMS login: +852 pasted with +86 chosen switches the area, and the sign-in works', async ({ page, loginPage }) => {
    const paste = await clipboardPaste(page)
    await loginPage.goto()
    await expect(loginPage.areaCode).toHaveValue('86')
    await loginPage.pastePhone('+852 5123 4567', paste)
    await expect(loginPage.phone).toHaveValue('51234567')
    await expect(loginPage.areaCode).toHaveValue('852')
    await expect(loginPage.phoneForm.getByRole('status')).toHaveText('区号已切换为 +852')
    const sent = nextBody(page, 'sendVerificationCode')
    const code = await loginPage.requestCode()
    expect(await sent).toEqual({ mobile: '51234567', area_code: '852' })
    await loginPage.code.fill(code)
    const login = nextBody(page, 'login1')
    await loginPage.submit.click()
    expect(await login).toMatchObject({ mobile: '51234567', area_code: '852' })
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.51234567\./)
  })

  test('typed key by key: a +86 number with +852 chosen switches the area as its last digit comes, and one tap sends its code', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto()
    await loginPage.areaCode.selectOption('852')
    await loginPage.phone.pressSequentially('+86 138-0000-0002')
    // Said while the person is still in the field, not as it is left: the get-code button stays where the tap goes.
    await expect(loginPage.phoneForm.getByRole('status')).toHaveText('区号已切换为 +86')
    await expect(loginPage.phone).toBeFocused()
    await expect(loginPage.areaCode).toHaveValue('86')
    await expect(loginPage.phone).toHaveValue('13800000002')
    const sent = nextBody(page, 'sendVerificationCode')
    await loginPage.requestCode()
    expect(await sent).toEqual({ mobile: '13800000002', area_code: '86' })
  })

  test('a bind form: a pasted +86 number binds', async ({ page }) => {
    const paste = await clipboardPaste(page)
    const bind = new BindByPhonePage(page, 'company')
    await bind.goto()
    const sent = nextBody(page, 'sendVerificationCode')
    await bind.bind('+86 138 0000 0041', paste)
    expect(await sent).toEqual({ mobile: '13800000041', area_code: '86' })
    await page.waitForURL(/\/home\/bindCompany$/)
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe('13800000041')
  })

  test('the registration: a pasted 0086 number is the form’s phone', async ({ page, ownPhone }) => {
    const paste = await clipboardPaste(page)
    const reg = new RegisterPage(page)
    const sent = nextBody(page, 'sendVerificationCode')
    const pasted = `0086 ${ownPhone.slice(0, 3)} ${ownPhone.slice(3, 7)} ${ownPhone.slice(7)}`
    const form = await reg.startCompany({ company: '汕头市粘贴玩具有限公司', contact: '王经理', phone: pasted }, paste)
    expect(await sent).toEqual({ mobile: ownPhone, area_code: '86' })
    await expect(form.getByPlaceholder('请输入手机号')).toHaveValue(ownPhone)
    await expect(form.getByRole('combobox', { name: '区号' })).toHaveValue('86')
  })

  test('a number pasted before the app is ready: its send is +852’s, and the app shows it so', async ({ page, loginPage }) => {
    const paste = await clipboardPaste(page)
    const app = await hold(page, APP_CHUNKS)
    await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
    await loginPage.phone.waitFor()
    // The shell's field takes the paste as a browser does, prefix and all.
    await paste(loginPage.phone, '+852 5123 4567')
    await expect(loginPage.phone).toHaveValue('+852 5123 4567')
    const sent = nextBody(page, 'sendVerificationCode')
    await loginPage.getCode.click()
    expect(await sent).toEqual({ mobile: '51234567', area_code: '852' })
    await app.release()
    await appReady(page)
    await expect(loginPage.phone).toHaveValue('51234567')
    await expect(loginPage.areaCode).toHaveValue('852')
  })
})
