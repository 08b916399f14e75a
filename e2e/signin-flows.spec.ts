import { MSG } from '../src/words/zh-CN/messages'
import { test, expect, LEAVES, gotoReady, atOrigin } from './fixtures'
import { typeDemoCode } from './pages/sms'
import { loginCalls } from './pages/WechatSignIn'

test.describe('sign-in flows (production build)', () => {
  test('the SMS countdown survives a reload', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.phone.fill('13800000019')
    await loginPage.requestCode()
    await expect(loginPage.getCode).toHaveText(/^\d+ 秒后重新获取$/)
    await expect(loginPage.getCode).toBeDisabled()
    await page.reload()
    await expect(loginPage.getCode).toHaveText(/^(5\d|60) 秒后重新获取$/)
    await expect(loginPage.getCode).toBeDisabled()
  })

  test('the QR stand-in signs in through /loadings and leaves for the company app', async ({ page }) => {
    await page.goto('/home/login')
    await page.getByTestId('demo-qr').getByRole('textbox').fill('13800000001')
    await page.getByRole('button', { name: '模拟扫码' }).click()
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
  })

  test('a QR state mismatch returns to /login with a message and makes no call', async ({ page }) => {
    const logins: string[] = []
    page.on('request', (r) => {
      if (/\/home\/api\/login\?/.test(r.url())) logins.push(r.url())
    })
    await page.goto('/home/login')
    await page.goto('/home/loadings?code=demo:13800000001&state=forged', LEAVES)
    await page.waitForURL(/\/home\/login$/)
    await expect(page.getByText(MSG.qrStateMismatch)).toBeVisible()
    expect(logins).toEqual([])
  })

  test('a scan result on the login page finishes on the transit page', async ({ page }) => {
    await page.goto('/home/login')
    // The shell shows the stand-in before the app runs; its button is enabled once a state is issued.
    await expect(page.getByRole('button', { name: '模拟扫码' })).toBeEnabled()
    const state = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('home:wechatState') ?? '{}') as { state?: string }).state)
    expect(state).toMatch(/^[0-9a-f]{32}$/)
    await page.goto(`/home/login?code=demo:13800000005&state=${state}`, LEAVES)
    await page.waitForURL(/\/home\/review$/)
  })

  test('a scan result with a jump_url: the scan finishes first and its answer decides the page, not the jump_url', async ({ page }) => {
    const logins = loginCalls(page)
    await page.goto('/home/login')
    await expect(page.getByRole('button', { name: '模拟扫码' })).toBeEnabled()
    const state = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('home:wechatState') ?? '{}') as { state?: string }).state)
    // A link another app built: the scan result, and a jump_url that alone would go to /review.
    await page.goto(`/home/login?code=demo:13800000001&state=${state}&jump_url=Review`, LEAVES)
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
    expect(logins.map((url) => url.searchParams.get('code'))).toEqual(['demo:13800000001'])
  })

  test.describe('jump_url', () => {
    test('not_bound opens the unregistered dialog', async ({ page, dialogs }) => {
      await page.goto('/home/login?jump_url=not_bound')
      await expect(dialogs.dialog('unregistered')).toContainText(MSG.unregistered)
    })
    for (const [value, path] of [
      ['Review', '/review'],
      ['NumberForbidden', '/numberForbidden'],
      ['ReviewErrFail', '/reviewErrFail'],
      ['ReviewErr', '/reviewErr'],
      ['ReviewFacErrFail', '/reviewFacErrFail'],
      ['Bindcompany_staff', '/bindcompany_staff'],
    ]) {
      test(`${value} replaces the route with ${path}`, async ({ page }) => {
        await page.goto('/home/login?jump_url=' + value, LEAVES)
        await page.waitForURL(new RegExp(`/home${path}$`))
      })
    }
    test('anything else is ignored, never navigated to', async ({ page }) => {
      await gotoReady(page, '/home/login?jump_url=' + encodeURIComponent('https://evil.example/x'))
      await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
      // The app has acted on the query (its effects ran before it answers a later tap): still here.
      await page.getByRole('tab', { name: '绑定手机' }).click()
      await expect(page.getByRole('form', { name: '绑定手机号' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/home/login')
    })
  })

  test('bind panel: a phone bound elsewhere asks to rebind, confirm says 手机换绑成功', async ({ page, bindPanel, dialogs }) => {
    await page.goto('/home/login?t=bindPhone')
    await bindPanel.bind('13800000030')
    const prompt = dialogs.dialog('rebind')
    await expect(prompt).toContainText(MSG.rebindPrompt)
    await prompt.getByRole('button', { name: '确认' }).click()
    await expect(page.getByText(MSG.rebindOk)).toBeVisible()
    // The account type is determined again: this phone has no account yet.
    await expect(dialogs.dialog('unregistered')).toBeVisible()
  })

  test('bind panel: a rebind answering type 0 is a warning', async ({ page, bindPanel, dialogs }) => {
    await page.goto('/home/login?t=bindPhone')
    await bindPanel.bind('13800000031')
    await dialogs.dialog('rebind').getByRole('button', { name: '确认' }).click()
    await expect(page.getByText('该手机号今日换绑次数已达上限')).toBeVisible()
  })

  test('bind panel: type 1 says 手机绑定成功 and determines the account again', async ({ page, bindPanel }) => {
    await page.goto('/home/login?t=bindPhone')
    await bindPanel.bind('13800000002')
    await expect(page.getByText(MSG.bindOk)).toBeVisible()
    await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000002\./)
  })
})

test.describe('desktop client', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36 ToyPlatformDesktop/3.2' })
  test('hides the 15-day auto-login and sends stu', async ({ page, loginPage }) => {
    await loginPage.goto()
    await expect(page.getByText('15 天内自动登录')).toHaveCount(0)
    const body = page.waitForRequest((r) => r.url().endsWith('/home/api/login1')).then((r) => r.postDataJSON() as Record<string, unknown>)
    await loginPage.loginWith('13800000005')
    expect(await body).toMatchObject({ mobile: '13800000005', stu: 1, isAuto: 0, area_code: '86' })
  })
})

test.describe('embedded login /LoginIfarme', () => {
  test('phone tab: an under-review account goes to the main site with jump_url=Review', async ({ page }) => {
    await page.goto('/home/LoginIfarme')
    await page.getByRole('tab', { name: '手机登录' }).click()
    const form = page.getByRole('form', { name: '手机号登录' })
    await form.getByPlaceholder('请输入手机号').fill('13800000005')
    await typeDemoCode(page, form)
    await form.getByRole('button', { name: '登录' }).click()
    await page.waitForURL(/\/demo\/main\?jump_url=Review$/)
  })

  test('a messaging-app code hands the token to the embedding page and stores it', async ({ page }) => {
    await page.goto('/demo/embed?code=app:13800000001')
    await expect(page.locator('#received')).toHaveText(/^demo\.company\.13800000001\./)
    const frame = page.frameLocator('iframe[title="登录"]')
    await expect(frame.getByText('登录成功')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBe(await page.locator('#received').textContent())
  })
})

test('tester mode offers test accounts and the jump-address dialog', async ({ page, loginPage, dialogs }) => {
  await page.goto('/demo/tester')
  await page.waitForURL(/\/home\/login$/)
  const panel = page.getByRole('region', { name: '测试模式' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: /测试工厂账号/ }).click()
  await expect(loginPage.phone).toHaveValue('13800000002')
  await panel.getByRole('button', { name: '设置登录后跳转地址' }).click()
  const jump = dialogs.dialog('jump')
  await jump.getByRole('button', { name: '确定' }).click()
  await expect(jump).toContainText(MSG.jumpRequired)
  await jump.getByRole('textbox').fill('http://127.0.0.1:4310/demo/special')
  await jump.getByRole('button', { name: '确定' }).click()
  await expect(jump).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('factory_url'))).toBe('http://127.0.0.1:4310/demo/special')
})

test('the agreement pages show the operator-replaceable texts', async ({ page }) => {
  await page.goto('/home/agreement?identifier=1')
  await expect(page.getByRole('heading', { level: 1, name: '免责声明' })).toBeVisible()
  await expect(page.getByText(/运营方可替换本文件：\/home\/agreement\/disclaimer\.txt/)).toBeVisible()
  await page.goto('/home/agreement?identifier=0')
  await expect(page.getByRole('heading', { level: 1, name: '隐私协议' })).toBeVisible()
})

test.describe('/loadings', () => {
  test('with type signs in as the chosen account type', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => sessionStorage.setItem('Loginnumber', 'N13800000003'))
    await page.goto('/home/loadings?type=factory', LEAVES)
    await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000003\./)
  })

  test('a failing scan-login call returns to /', async ({ page }) => {
    await page.goto('/home/login')
    await expect(page.getByTestId('demo-qr')).toBeVisible()
    await page.route('**/home/api/login?*', (route) => route.abort('connectionfailed'))
    await page.getByRole('button', { name: '模拟扫码' }).click()
    await page.waitForURL(/\/home\/$/)
    await expect(page.getByText(MSG.network)).toBeVisible()
  })
})
