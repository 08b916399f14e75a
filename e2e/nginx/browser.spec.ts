/**
 * Through nginx (deploy/nginx.conf) in Chromium: the embedded login framed by
 * the configured parent and refused to any other, the not-found page, one whole
 * phone sign-in to the company application, one sign-in through WeChat's return
 * in WeChat on a phone, Tencent's captcha under the real policy, and one
 * registration with uploads.
 */
import { IMAGES, RegisterPage } from '../pages/RegisterPage'
import { WechatSignIn } from '../pages/WechatSignIn'
import { CaptchaServer } from '../pages/Captcha'
import { test, expect, gotoReady } from './fixtures'
import { WECHAT_PHONE } from '../devices'

/** A page on `parent` that frames `src` (e2e/nginx/parents.ts). */
const framing = (parent: string, src: string) => `${parent}/?src=${encodeURIComponent(src)}`

test.describe('through nginx (deploy/nginx.conf)', () => {
  test('the configured main site can frame the embedded login', async ({ page, nginx }) => {
    await page.goto(framing(nginx.parent, `${nginx.origin}/home/LoginIfarme`))
    const frame = page.frameLocator('iframe[title="登录"]')
    await frame.getByRole('tab', { name: '手机登录' }).click()
    await expect(frame.getByPlaceholder('请输入手机号')).toBeEditable()
  })

  test('a parent on another origin cannot frame it, nor any other page', async ({ page, nginx, pageErrors }) => {
    const refusals: string[] = []
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text())
    })
    await page.goto(framing(nginx.foreign, `${nginx.origin}/home/LoginIfarme?t=pwd`))
    await expect.poll(() => refusals.length).toBeGreaterThan(0)
    expect(refusals[0]).toContain(`frame-ancestors ${nginx.parent}`)
    await expect(page.frameLocator('iframe[title="登录"]').getByPlaceholder('请输入手机号')).toHaveCount(0)
    // The main site frames only the embedded login: the full login page refuses it too.
    refusals.length = 0
    await page.goto(framing(nginx.parent, `${nginx.origin}/home/login?t=pwd`))
    await expect.poll(() => refusals.length).toBeGreaterThan(0)
    expect(refusals[0]).toContain("frame-ancestors 'none'")
    await expect(page.frameLocator('iframe[title="登录"]').getByPlaceholder('请输入手机号')).toHaveCount(0)
    // The refusals are what this test expects; the fixture fails a test on any other CSP report.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/frame-ancestors/.test(e)))
  })

  test('an unknown path shows the not-found page, which leads back to the login', async ({ page }) => {
    const res = await page.goto('/home/no-such-page?t=pwd')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible()
    await expect(page).toHaveTitle('页面不存在 · 玩具产业平台')
    await page.getByRole('link', { name: '返回登录' }).click()
    await page.waitForURL(/\/home\/login\?lang=zh-CN$/)
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
  })

  test('a phone sign-in leaves for the company application on its own origin', async ({ page, loginPage, nginx }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000001')
    await page.waitForURL(new RegExp(`^${nginx.backend}/demo/company/login\\?`))
    const token = new URL(page.url()).searchParams.get('token')
    expect(token).toMatch(/^demo\.company\.13800000001\./)
  })

  test.describe('in WeChat on a phone', () => {
    test.use(WECHAT_PHONE)
    test('微信一键登录: WeChat’s return signs in through nginx and leaves for the company application', async ({ page, nginx }) => {
      const wechat = new WechatSignIn(page)
      await wechat.wechatAnswers({ consent: '13800000001' })
      await gotoReady(page, '/home/login')
      await wechat.button.click()
      await page.waitForURL(new RegExp(`^${nginx.backend}/demo/company/login\\?`))
      expect(new URL(page.url()).searchParams.get('token')).toMatch(/^demo\.company\.13800000001\./)
      expect(new URL(wechat.visits[0]!.url()).searchParams.get('redirect_uri')).toBe(`${nginx.origin}/home/loadings`)
    })
  })

  test('Tencent’s captcha loads under the real policy: its script and its frame, then the code is sent through nginx', async ({ page }) => {
    const server = new CaptchaServer(page)
    await server.tencentScript('stand-in')
    await server.asksForTencent('once')
    await gotoReady(page, '/home/login?t=pwd')
    const form = page.getByRole('form', { name: '手机号登录' })
    await form.getByPlaceholder('请输入手机号').fill('13800000001')
    await form.getByTestId('get-code').click()
    // A script or frame the policy refused would fail the test (a CSP refusal is a page error here).
    await expect(server.challenge().frameLocator('iframe').getByText('拖动滑块')).toBeVisible()
    await server.challenge().getByRole('button', { name: '替身：验证通过' }).click()
    await expect(form.getByTestId('get-code')).toHaveText(/^\d+ 秒后重新获取$/)
    expect(server.bodies[1]).toMatchObject({ ticket: 'tencent-ticket-190000001', randstr: '@rand' })
  })

  test('a buyer registers with two uploads through nginx and lands on /successful', async ({ page, nginx }) => {
    const reg = new RegisterPage(page)
    const form = await reg.startCompany({ company: '汕头市部署测试玩具有限公司', contact: '李经理', phone: '13800000071' })
    await form.getByRole('checkbox', { name: '微信号与手机号相同' }).check()
    await reg.pickArea(form, '澄海', /广东省 \/ 汕头市 \/ 澄海区/)
    await reg.fill(form, '详细地址', '玩具城 2 号')
    await form.getByRole('checkbox', { name: '外贸出口' }).check()
    const uploaded = new RegExp(`^${nginx.origin}/home/api/demo-oss/uploads/demo/`)
    await reg.upload(form, '营业执照', IMAGES.png)
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', uploaded)
    await reg.upload(form, '公司照片', IMAGES.jpg)
    await expect(form.getByRole('img', { name: '公司照片预览' })).toHaveAttribute('src', uploaded)
    // The preview is the stored image, fetched back through nginx.
    await expect.poll(() => form.getByRole('img', { name: '公司照片预览' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await form.getByRole('checkbox', { name: '阅读并同意' }).check()
    const sent = page
      .waitForRequest((r) => r.url() === `${nginx.origin}/home/api/companyPhoneRegister`)
      .then((r) => r.postDataJSON() as Record<string, unknown>)
    await form.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL(/\/home\/successful$/)
    expect(await sent).toMatchObject({ company_name: '汕头市部署测试玩具有限公司', company_mobilephone: '13800000071', channels: ['1'] })
  })
})
