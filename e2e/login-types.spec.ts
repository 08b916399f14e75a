import type { Locator, Page } from '@playwright/test'
import { MSG } from '../src/words/zh-CN/messages'
import { test, expect } from './fixtures'
import type { LoginDialogs } from './pages/LoginPage'

/** Every login result type of spec section 4, through the phone panel of the production build. */
type Check = (page: Page, dialogs: LoginDialogs<Locator>) => Promise<void>

const lands =
  (path: string, text?: string): Check =>
  async (page) => {
    await page.waitForURL(new RegExp(`/home${path}$`))
    if (text) await expect(page.getByText(text)).toBeVisible()
  }
const says =
  (text: string): Check =>
  async (page) => {
    await expect(page.getByText(text).first()).toBeVisible()
    await expect(page).toHaveURL(/\/home\/login\?t=pwd$/)
  }
const REASON = '不通过原因：营业执照照片不清晰，请重新上传清晰的营业执照'

const CASES: Array<[phone: string, type: string, check: Check]> = [
  ['13800000002', 'factory', async (page) => void (await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000002\./))],
  [
    '13800000003',
    'selected',
    async (page, dialogs) => {
      await expect(dialogs.dialog('accountType')).toBeVisible()
      expect(await page.evaluate(() => sessionStorage.getItem('Loginnumber'))).toBe('N13800000003')
      await dialogs.chooseAccount('公司客户端')
      await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000003\./)
    },
  ],
  [
    '13800000004',
    'not_bound',
    async (page, dialogs) => {
      const dialog = dialogs.dialog('unregistered')
      await expect(dialog).toContainText(MSG.unregistered)
      for (const name of ['注册', '绑定公司', '绑定工厂']) await expect(dialog.getByRole('button', { name })).toBeVisible()
      await dialog.getByRole('button', { name: '绑定工厂' }).click()
      await page.waitForURL(/\/home\/bindFacPhone$/)
    },
  ],
  ['13800000005', 'company_under_review', lands('/review')],
  ['13800000006', 'under_review_company', lands('/review')],
  ['13800000007', 'factory_under_review', lands('/factory_review')],
  ['13800000008', 'under_review_factory', lands('/factory_review')],
  ['13800000009', 'company_ban', lands('/numberForbidden')],
  ['13800000010', 'mobile_isban', lands('/factory_numberForbidden')],
  [
    '13800000011',
    'review_failed_company',
    async (page) => {
      await lands('/reviewErrFail', REASON)(page, undefined as never)
      expect(await page.evaluate(() => localStorage.getItem('phone'))).toBe('13800000011')
    },
  ],
  ['13800000012', 'company_review_failed', lands('/reviewErr', REASON)],
  ['13800000013', 'factory_review_failed', lands('/factory_reviewErr', REASON)],
  ['13800000014', 'review_failed_factory', lands('/reviewFacErrFail', REASON)],
  ['13800000015', 'company_staff', lands('/bindcompany_staff', '广州星河玩具贸易有限公司')],
  [
    '13800000016',
    'No_bind_mobile',
    async (page) => {
      await expect(page.getByText(MSG.noBindMobile).first()).toBeVisible()
      await expect(page).toHaveURL(/t=bindPhone/)
      await expect(page.getByRole('form', { name: '绑定手机号' })).toBeVisible()
    },
  ],
  ['13800000017', 'change_bound_company', lands('/bindcompany_staff')],
  [
    '13800000018',
    'change_bound_factory',
    async (page, dialogs) => {
      await expect(page.getByText('该工厂已换绑，请选择跳转地址').first()).toBeVisible()
      await expect(dialogs.dialog('jump')).toBeVisible()
      await dialogs.dialog('jump').getByRole('button', { name: '确定' }).click()
      await expect(dialogs.dialog('jump')).toContainText(MSG.jumpRequired)
    },
  ],
  ['13800000019', 'not_mobile', says('该手机号不可用于登录')],
  ['13800000020', 'unknown type, data.code -1', says('演示：未知类型，data.code 为 -1')],
  ['13800000099', 'code -1', says('账号异常，请联系客服')],
  [
    '13800000023',
    'selected, company banned',
    async (page, dialogs) => {
      await dialogs.chooseAccount('公司客户端')
      await page.waitForURL(/\/home\/numberForbidden$/)
    },
  ],
  [
    '13800000024',
    'chooser → not_bound',
    async (page, dialogs) => {
      await dialogs.chooseAccount('公司客户端')
      const info = dialogs.dialog('info')
      await expect(info).toContainText('该手机号尚未注册公司，请先注册')
      await info.getByRole('button', { name: '确定' }).click()
      await page.waitForURL(/\/home\/company$/)
    },
  ],
]

test.describe('login result types', () => {
  for (const [phone, type, check] of CASES) {
    test(`${type} (${phone})`, async ({ page, loginPage, dialogs }) => {
      await loginPage.goto()
      await loginPage.loginWith(phone)
      await check(page, dialogs)
    })
  }

  test('chooser → No_bind_mobile: info dialog, then the login page in bind mode', async ({ page, loginPage, dialogs }) => {
    await loginPage.goto()
    // The same phone as above, with its own code: run after a fresh code is sent.
    await loginPage.loginWith('13800000024')
    await dialogs.chooseAccount('工厂客户端')
    const info = dialogs.dialog('info')
    await expect(info).toContainText('该工厂账号未绑定手机号，请先绑定')
    await info.getByRole('button', { name: '确定' }).click()
    await page.waitForURL(/\/home\/login\?t=bindPhone$/)
    await expect(page.getByRole('form', { name: '绑定手机号' })).toBeVisible()
  })
})
