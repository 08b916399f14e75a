import { MSG } from '../src/words/zh-CN/messages'
import { CONFIRM_CODE_COMPANIES } from '../src/mocks/scenarios'
import { test, expect, atOrigin } from './fixtures'
import { BindByPhonePage, CardListPage } from './pages/BindPage'

test.describe('binding (production build)', () => {
  test('bind company by phone → list → pick → leaves for the company app with the token', async ({ page }) => {
    const bind = new BindByPhonePage(page, 'company')
    await bind.goto()
    await expect(page.getByTestId('bind-hint')).toContainText('公司主账号或管理员')
    await bind.bind('13800000041')
    await page.waitForURL(/\/home\/bindCompany$/)
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe('13800000041')
    await new CardListPage(page).pickAndConfirm('汕头市澄海区乐童玩具有限公司')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000041\./)
  })

  test('bind factory by phone → list → pick → leaves for the factory app', async ({ page }) => {
    const bind = new BindByPhonePage(page, 'factory')
    await bind.goto()
    await expect(page.getByTestId('bind-hint')).toContainText('工厂主账号')
    await bind.bind('13800000042')
    await page.waitForURL(/\/home\/bindFactory$/)
    await new CardListPage(page).pickAndConfirm('澄海宏达塑胶玩具厂', '东莞毛绒玩具制品厂')
    await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000042\./)
  })

  test('staff with several companies: login company_staff → /bindcompany_staff → pick → company app', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000015')
    await page.waitForURL(/\/home\/bindcompany_staff$/)
    await new CardListPage(page).pickAndConfirm('义乌市童趣进出口有限公司')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000015\./)
  })

  test('a phone holding one company leaves straight away', async ({ page }) => {
    const bind = new BindByPhonePage(page, 'company')
    await bind.goto()
    await bind.bind('13800000040')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000040\./)
  })

  test('a phone holding one factory leaves straight away', async ({ page }) => {
    const bind = new BindByPhonePage(page, 'factory')
    await bind.goto()
    await bind.bind('13800000043')
    await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000043\./)
  })

  for (const [phone, message] of [
    ['13800000044', '绑定申请已提交，请等待公司管理员确认'],
    ['13800000049', '该手机号不是公司主账号或管理员手机号'],
  ] as const) {
    test(`bind-by-phone type ${phone === '13800000044' ? 21 : 4} shows its message`, async ({ page }) => {
      const bind = new BindByPhonePage(page, 'company')
      await bind.goto()
      await bind.bind(phone)
      await expect(page.getByText(message)).toBeVisible()
      await expect(page).toHaveURL(/\/home\/bindPhone$/)
    })
  }

  test('validation: 请输入手机号, 请输入验证码, the phone rule', async ({ page }) => {
    const bind = new BindByPhonePage(page, 'company')
    await bind.goto()
    await bind.form.getByRole('button', { name: '确认绑定' }).click()
    await expect(bind.form.getByText(MSG.enterPhone)).toBeVisible()
    await expect(bind.form.getByText(MSG.enterCode)).toBeVisible()
    await bind.form.getByPlaceholder('请输入手机号').fill('1380000')
    await bind.form.getByRole('button', { name: '确认绑定' }).click()
    await expect(bind.form.getByText(MSG.phoneFormat)).toBeVisible()
  })

  test('every info and error code of the confirm shows its message', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate((companies) => {
      localStorage.setItem('list', JSON.stringify(companies))
      localStorage.setItem('mobile', '13800000041')
    }, CONFIRM_CODE_COMPANIES)
    const list = new CardListPage(page)
    for (const c of CONFIRM_CODE_COMPANIES.filter((x) => x.answerType !== 'under_review')) {
      await page.goto('/home/bindCompany')
      await list.pickAndConfirm(c.name)
      await expect(page.getByText(c.answerMsg).first()).toBeVisible()
      await expect(page).toHaveURL(/\/home\/bindCompany$/)
    }
    await page.goto('/home/bindCompany')
    await list.pickAndConfirm('演示：审核中的公司')
    await page.waitForURL(/\/home\/review$/)
    await expect(page.getByText('该公司正在审核中').first()).toBeVisible()
  })

  test('an unknown company is an error with msg', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => {
      localStorage.setItem('list', JSON.stringify([{ id: 'C9999', name: '已注销的公司' }]))
      localStorage.setItem('mobile', '13800000041')
    })
    await page.goto('/home/bindCompany')
    await new CardListPage(page).pickAndConfirm('已注销的公司')
    await expect(page.getByText('公司不存在或已注销')).toBeVisible()
  })
})

test.describe('a long list on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test('200 cards render and the last one is reachable by keyboard', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => {
      const list = Array.from({ length: 200 }, (_, i) => ({
        id: `L${i + 1}`,
        name: `长列表公司 ${i + 1}`,
        contact: '联系人',
        mobilephone: '13800000041',
        province_name: '广东省',
        city_name: '汕头市',
        district_name: '澄海区',
        address: `${i + 1} 号`,
      }))
      localStorage.setItem('list', JSON.stringify(list))
    })
    await page.goto('/home/bindCompany')
    await expect(page.getByRole('radio')).toHaveCount(200)
    await page.getByRole('radio').first().focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', { name: '长列表公司 200' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: '长列表公司 200' })).toBeInViewport()
  })
})
