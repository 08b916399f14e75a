import { test, expect, atOrigin, gotoReady } from './fixtures'

/** Every status page of spec section 2: its buttons, where they go, what they store. */
const CASES: Array<{ page: string; button: string; to: RegExp; check?: (p: import('@playwright/test').Page) => Promise<void> }> = [
  { page: '/review', button: '返回', to: /\/home\/login$/ },
  { page: '/factory_review', button: '返回', to: /\/home\/login$/ },
  { page: '/reviewErr', button: '重新绑定', to: /\/home\/bindPhone$/ },
  { page: '/reviewErr', button: '返回', to: /\/home\/login$/ },
  { page: '/factory_reviewErr', button: '重新绑定', to: /\/home\/bindPhone$/ },
  { page: '/factory_reviewErr', button: '返回', to: /\/home\/login$/ },
  {
    page: '/reviewErrFail',
    button: '修改资料',
    to: /\/home\/company\?id=edit$/,
    check: async (p) => expect(await p.evaluate(() => localStorage.getItem('editcompany'))).toBe('1'),
  },
  { page: '/reviewFacErrFail', button: '修改资料', to: /\/home\/company\?id=editFactory$/ },
  {
    page: '/reviewErrFac',
    button: '修改',
    to: /\/home\/company$/,
    check: async (p) => expect(await p.evaluate(() => localStorage.getItem('edit'))).toBe('1'),
  },
  {
    page: '/numberForbidden',
    button: '返回',
    to: /\/home\/$/,
    check: async (p) => expect(await p.evaluate(() => document.cookie)).not.toContain('TOKEN_TYPE='),
  },
  {
    page: '/factory_numberForbidden',
    button: '返回',
    to: /\/home\/$/,
    check: async (p) => expect(await p.evaluate(() => document.cookie)).not.toContain('TOKEN_TYPE='),
  },
  { page: '/successful', button: '返回登录', to: /\/home\/login$/ },
]

test.describe('status pages', () => {
  for (const c of CASES) {
    test(`${c.page}: ${c.button}`, async ({ page }) => {
      await atOrigin(page)
      await page.evaluate(() => {
        document.cookie = 'TOKEN_TYPE=N42; Path=/'
        localStorage.setItem('message', '资料不完整')
      })
      await page.goto(`/home${c.page}`)
      await page.getByRole('button', { name: c.button, exact: true }).click()
      await page.waitForURL(c.to)
      await c.check?.(page)
    })
  }

  test('review-failed pages show the stored reason after 不通过原因：', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('message', '营业执照已过期'))
    for (const path of ['/reviewErr', '/factory_reviewErr', '/reviewErrFail', '/reviewFacErrFail']) {
      await page.goto(`/home${path}`)
      await expect(page.getByTestId('reason')).toHaveText('不通过原因：营业执照已过期')
    }
  })

  test('a review-failed page with no stored reason shows no empty reason box', async ({ page }) => {
    await gotoReady(page, '/home/reviewErr')
    await expect(page.getByRole('button').first()).toBeVisible()
    await expect(page.getByTestId('reason')).toHaveCount(0)
  })

  test('review pages promise review within 1 working day with the customer-service QR', async ({ page }) => {
    for (const path of ['/review', '/factory_review', '/successful']) {
      await page.goto(`/home${path}`)
      await expect(page.getByText(/1 个工作日内完成审核/)).toBeVisible()
      await expect(page.getByRole('img', { name: '客服微信二维码' })).toBeVisible()
    }
  })
})
