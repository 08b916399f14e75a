import { gotoReady, test, expect } from './fixtures'
import { DEMO_SMS_PATTERN, readDemoCode } from './pages/sms'

test.describe('keyboard only', () => {
  test('phone login: tabs by arrow keys, fields by Tab, code by Enter, submit by Enter', async ({ page }) => {
    await gotoReady(page, '/home/login')
    await page.getByRole('tab', { name: '扫码登录' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: '手机号登录' })).toBeFocused()
    await expect(page.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true')
    const form = page.getByRole('form', { name: '手机号登录' })
    await expect(form).toBeVisible()
    await page.keyboard.press('Tab') // the tab panel
    await page.keyboard.press('Tab') // area code
    await expect(form.getByRole('combobox', { name: '区号' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByPlaceholder('请输入手机号')).toBeFocused()
    await page.keyboard.type('13800000001')
    await page.keyboard.press('Tab')
    await expect(form.getByPlaceholder('请输入短信验证码')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByTestId('get-code')).toBeFocused()
    await page.keyboard.press('Enter')
    const code = await readDemoCode(page)
    // After a code is sent, focus goes to the code field.
    await expect(form.getByPlaceholder('请输入短信验证码')).toBeFocused()
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
  })

  test('a field reached by Tab shows where focus is: a ring of at least 3:1 on the white card (WCAG 1.4.11)', async ({ page }) => {
    await gotoReady(page, '/home/login?t=pwd')
    const form = page.getByRole('form', { name: '手机号登录' })
    /** The contrast of an `rgb(…)` colour against white. */
    const againstWhite = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
    }
    await page.getByRole('tab', { name: '手机号登录' }).focus()
    await page.keyboard.press('Tab') // the tab panel
    for (const field of [form.getByRole('combobox', { name: '区号' }), form.getByPlaceholder('请输入手机号'), form.getByPlaceholder('请输入短信验证码')]) {
      await page.keyboard.press('Tab')
      await expect(field).toBeFocused()
      const ring = await field.evaluate((el) => {
        const style = getComputedStyle(el)
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor }
      })
      expect(ring.style, 'an outline').not.toBe('none')
      expect(ring.width).toBeGreaterThanOrEqual(1)
      expect(againstWhite(ring.color), ring.color).toBeGreaterThanOrEqual(3)
    }
  })

  test('a wrong code: said, and focus back on the code field (the busy button let it go), by Enter again', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.phone.fill('13800000001')
    const code = await loginPage.requestCode()
    await loginPage.code.fill(code === '000000' ? '111111' : '000000')
    await loginPage.submit.click()
    await expect(page.getByText('验证码错误或已失效，请重新获取')).toBeVisible()
    await expect(loginPage.code).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
  })

  test('a dialog an answer opened gives focus back to the form that was sent', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000003')
    const dialog = page.getByRole('dialog', { name: '请选择登录的账号类型' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(loginPage.submit).toBeFocused()
  })

  test('a dialog takes focus, keeps it inside, and gives it back on Escape', async ({ page }) => {
    await gotoReady(page, '/home/login')
    const opener = page.getByRole('button', { name: '联系客服' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: '联系客服' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a failed submit moves focus to the first error', async ({ page }) => {
    await page.goto('/home/bindFacPhone')
    const form = page.getByRole('form', { name: '绑定工厂' })
    await form.getByRole('button', { name: '下一步' }).click()
    await expect(form.getByPlaceholder('请输入手机号')).toBeFocused()
    await form.getByPlaceholder('请输入手机号').fill('13800000042')
    await form.getByRole('button', { name: '下一步' }).click()
    await expect(form.getByPlaceholder('请输入短信验证码')).toBeFocused()
  })

  test('the countdown and the messages are announced politely', async ({ page, loginPage }) => {
    await loginPage.goto()
    await expect(loginPage.getCode).toHaveAttribute('aria-live', 'polite')
    await loginPage.phone.fill('13800000019')
    await loginPage.requestCode()
    await expect(page.getByRole('status').filter({ hasText: DEMO_SMS_PATTERN }).first()).toBeVisible()
  })
})
