/**
 * Sign-in inside WeChat on a phone (contract "Sign-in inside WeChat on a phone"), on the production
 * build in WeChat's Android user agent at 390 px: 微信一键登录 is offered, goes to WeChat's
 * authorization page with the contract's parameters in its order, and WeChat's return (stood in
 * for by the test, or by the demo back end's stand-in page) signs in, with the state kept across
 * the round trip even when WeChat drops session storage.
 */
import type { Page } from '@playwright/test'
import { MSG } from '../src/words/zh-CN/messages'
import { loginWords } from '../src/words/zh-CN/login'
import { USER_AGENTS } from '../src/test/userAgents'
import { axeViolations } from './axe'
import { appReady, expect, gotoReady, test } from './fixtures'
import { layoutShift, trackLayoutShift } from './layoutShift'
import { APP_CHUNKS, hold } from './hold'
import { PRODUCTION_LIKE_CONFIG } from './production-config'
import { loginCalls, WECHAT_AUTHORIZE, WechatSignIn } from './pages/WechatSignIn'
import { WECHAT_PHONE } from './devices'

const QR_ON_PHONE = loginWords.source.qr.onPhone

/** Where the production-like config's main applications are. */
const COMPANY_APP = (phone: string) => new RegExp(`^https://buyer\\.toys\\.example/login\\?token=demo\\.company\\.${phone}\\.`)
const FACTORY_APP = (phone: string) => new RegExp(`^https://factory\\.toys\\.example/login\\?token=demo\\.factory\\.${phone}\\.`)

const HEX_STATE = /^[0-9a-f]{32}$/

/** Tap 微信一键登录 on `url` (production-like config), WeChat answering as `answer`. */
async function signInThroughWechat(page: Page, answer: Parameters<WechatSignIn['wechatAnswers']>[0], url = '/home/login') {
  const wechat = new WechatSignIn(page)
  await wechat.useProductionConfig()
  await wechat.wechatAnswers(answer)
  await gotoReady(page, url)
  await wechat.button.click()
  return wechat
}

test.describe('微信一键登录 in WeChat on a phone (production-like config)', () => {
  test.use(WECHAT_PHONE)

  test('is the login card’s first control, above the phone panel; the QR panel still says it is for a computer', async ({ page }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig()
    await gotoReady(page, '/home/login')
    await expect(wechat.button).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-device', 'wechatPhone')
    const phone = page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号')
    await expect(phone).toBeVisible()
    const [button, field] = [await wechat.button.boundingBox(), await phone.boundingBox()]
    expect(button!.y + button!.height).toBeLessThanOrEqual(field!.y)
    expect(button!.height).toBeGreaterThanOrEqual(40)
    // First in the card's keyboard order; the page's heading is still there for screen readers.
    const focusables = page.locator('main').locator('button, input, select, a, [role="tab"]')
    await expect(focusables.first()).toHaveAccessibleName('微信一键登录')
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toHaveCount(1)
    await page.getByRole('tab', { name: '扫码登录' }).click()
    await expect(page.getByText(QR_ON_PHONE)).toBeVisible()
    await expect(wechat.button).toBeVisible()
    // Not while binding a phone after a WeChat sign-in.
    await page.getByRole('tab', { name: '绑定手机' }).click()
    await expect(wechat.button).toHaveCount(0)
  })

  test('goes to WeChat’s authorization page with the contract’s parameters in exactly its order', async ({ page, baseURL }) => {
    const wechat = await signInThroughWechat(page, 'stay')
    await page.waitForURL(/open\.weixin\.qq\.com/)
    const state = wechat.lastState()
    expect(state).toMatch(HEX_STATE)
    expect(page.url()).toBe(
      `${WECHAT_AUTHORIZE}?appid=${PRODUCTION_LIKE_CONFIG.wechatMpAppId}` +
        `&redirect_uri=${encodeURIComponent(`${baseURL}/home/loadings`)}&response_type=code&scope=snsapi_base&state=${state}#wechat_redirect`,
    )
  })

  test('the scope is the config’s', async ({ page }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig(
      `window.__HOME_CONFIG__ = ${JSON.stringify({ ...PRODUCTION_LIKE_CONFIG, wechatMpScope: 'snsapi_userinfo' })}\n`,
    )
    await wechat.wechatAnswers('stay')
    await gotoReady(page, '/home/login')
    await wechat.button.click()
    await page.waitForURL(/open\.weixin\.qq\.com/)
    expect(new URL(page.url()).searchParams.get('scope')).toBe('snsapi_userinfo')
  })

  test('WeChat’s return signs in: GET login with the code and source mp, then the company app', async ({ page }) => {
    const calls = loginCalls(page)
    const wechat = await signInThroughWechat(page, { consent: '13800000001' })
    await page.waitForURL(COMPANY_APP('13800000001'))
    expect(calls).toHaveLength(1)
    expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({ code: 'mp:13800000001', state: wechat.lastState(), source: 'mp' })
  })

  test('the state survives WeChat dropping session storage (the return opens in a fresh tab session)', async ({ page, context }) => {
    const wechat = await signInThroughWechat(page, 'stay')
    await page.waitForURL(/open\.weixin\.qq\.com/)
    const state = wechat.lastState()
    // A new tab has its own, empty session storage and the same local storage.
    const back = await context.newPage()
    await back.goto(`/home/loadings?code=${encodeURIComponent('mp:13800000001')}&state=${state}`, { waitUntil: 'commit' })
    await back.waitForURL(COMPANY_APP('13800000001'))
    // Spent: nothing is kept for the same return to be used again.
    expect(await back.evaluate(() => localStorage.getItem('home:wechatState'))).toBeNull()
  })

  test('a forged state returns to /login saying to tap again (nothing was scanned) and makes no call', async ({ page }) => {
    const wechat = await signInThroughWechat(page, 'stay')
    await page.waitForURL(/open\.weixin\.qq\.com/)
    expect(wechat.lastState()).toMatch(HEX_STATE)
    const calls = loginCalls(page)
    await page.goto(`/home/loadings?code=${encodeURIComponent('mp:13800000001')}&state=forged`, { waitUntil: 'commit' })
    await page.waitForURL(/\/home\/login$/)
    await expect(page.getByText(MSG.mpStateMismatch('微信一键登录'))).toBeVisible()
    expect(calls).toEqual([])
  })

  test('declined on WeChat’s page: back on the phone panel, no message, no call', async ({ page }) => {
    const calls = loginCalls(page)
    await signInThroughWechat(page, 'decline')
    await page.waitForURL(/\/home\/login\?t=pwd$/)
    await appReady(page)
    await expect(page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号')).toBeVisible()
    await expect(page.locator('[data-scope="toast"]')).toHaveCount(0)
    expect(calls).toEqual([])
    // And the button works again.
    await expect(new WechatSignIn(page).button).toBeEnabled()
  })

  test('a tap while the app is still loading goes to WeChat once it is ready (the button is there from config.js)', async ({ page }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig()
    await wechat.wechatAnswers('stay')
    const app = await hold(page, APP_CHUNKS)
    await page.goto('/home/login', { waitUntil: 'commit' })
    // config.js has run: the early script shows the button in the shell, before any app code.
    await expect(page.locator('[data-wechat-mp]')).toHaveAttribute('data-wechat-mp', 'on')
    await expect(wechat.button).toBeVisible()
    await wechat.button.click()
    await expect(wechat.button).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('status').filter({ hasText: '页面正在准备，请稍候…' })).toBeVisible()
    await app.release()
    await page.waitForURL(/open\.weixin\.qq\.com/)
    expect(wechat.lastState()).toMatch(HEX_STATE)
  })

  test('nothing moves when the button comes with a late config.js (CLS 0)', async ({ page }) => {
    await trackLayoutShift(page)
    const wechat = new WechatSignIn(page)
    const config = await hold(page, '**/home/config.js')
    await page.goto('/home/login', { waitUntil: 'commit' })
    const tabs = page.getByRole('tablist', { name: '登录方式' })
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    await expect(wechat.button).toBeHidden()
    const before = await tabs.boundingBox()
    // Only the official account's app id: a config.js that changes the footer's company name moves its centred text (a
    // shift of 0.0002 at 390 px whatever this control does; the shell cannot know config.js).
    const body = `window.__HOME_CONFIG__ = ${JSON.stringify({ wechatMpAppId: PRODUCTION_LIKE_CONFIG.wechatMpAppId })}`
    await config.release((route) => route.fulfill({ contentType: 'text/javascript', body }))
    await appReady(page)
    await expect(wechat.button).toBeVisible()
    expect(await tabs.boundingBox()).toEqual(before)
    expect(await layoutShift(page)).toBe(0)
  })

  test('/LoginIfarme offers it too, and its return is decided as the embedded login’s (the company app takes the whole window)', async ({
    page,
  }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig()
    await wechat.wechatAnswers({ consent: '13800000001' })
    await page.goto('/demo/embed')
    const frame = page.frameLocator('iframe[title="登录"]')
    await frame.getByRole('button', { name: '微信一键登录' }).click()
    await page.waitForURL(COMPANY_APP('13800000001'))
    expect(wechat.visits).toHaveLength(1)
  })

  test('/LoginIfarme declined: back on its phone tab', async ({ page }) => {
    await signInThroughWechat(page, 'decline', '/home/LoginIfarme')
    await page.waitForURL(/\/home\/LoginIfarme\?t=pwd$/)
    await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
  })

  test('axe: no violations with the button on screen', async ({ page }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig()
    await gotoReady(page, '/home/login')
    await expect(wechat.button).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

/**
 * Login answers through WeChat's return (decided like a scan result): one of each kind of outcome
 * (leaving for a main app, a page of ours, each dialog, a message, the error page) and every row
 * that reads how the answer came (a failed code goes back to the login page). Every answer type
 * through the page is in e2e/login-types.spec.ts; every row in every context, in
 * src/outcomes/table.test.ts.
 */
const ANSWERS: Array<[phone: string, type: string, check: (page: Page) => Promise<void>]> = [
  ['13800000002', 'factory', (p) => p.waitForURL(FACTORY_APP('13800000002'))],
  ['13800000003', 'selected', (p) => expect(p.getByTestId('dialog-accountType')).toBeVisible()],
  ['13800000004', 'not_bound', (p) => expect(p.getByTestId('dialog-unregistered')).toContainText(MSG.unregistered)],
  ['13800000005', 'company_under_review', (p) => p.waitForURL(/\/home\/review$/)],
  [
    '13800000016',
    'No_bind_mobile',
    async (p) => {
      await p.waitForURL(/\/home\/login\?t=bindPhone$/)
      await expect(p.getByText(MSG.noBindMobile).first()).toBeVisible()
      await expect(p.getByRole('form', { name: '绑定手机号' })).toBeVisible()
    },
  ],
  ['13800000018', 'change_bound_factory', (p) => expect(p.getByTestId('dialog-jump')).toBeVisible()],
  [
    '13800000019',
    'not_mobile',
    async (p) => {
      await expect(p.getByText('该手机号不可用于登录').first()).toBeVisible()
      await p.waitForURL(/\/home\/login$/)
    },
  ],
  ['13800000099', 'code -1', (p) => expect(p.getByText('账号异常，请联系客服').first()).toBeVisible()],
  ['13800000500', 'HTTP 500', (p) => p.waitForURL(/\/home\/error$/)],
]

test.describe('each login answer through WeChat’s return', () => {
  test.use(WECHAT_PHONE)
  for (const [phone, type, check] of ANSWERS) {
    test(`${type} (${phone})`, async ({ page }) => {
      await signInThroughWechat(page, { consent: phone })
      await check(page)
    })
  }
})

test.describe('the demo’s stand-in for WeChat’s page (npm start, the demo config)', () => {
  test.use(WECHAT_PHONE)

  test('同意 signs in as the picked demo account; 拒绝 returns to the phone panel', async ({ page }) => {
    await gotoReady(page, '/home/login')
    const wechat = new WechatSignIn(page)
    await wechat.button.click()
    await page.waitForURL(
      /\/demo\/wechat\/authorize\?appid=demo&redirect_uri=[^&]+&response_type=code&scope=snsapi_base&state=[0-9a-f]{32}#wechat_redirect$/,
    )
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: '拒绝' }).click()
    await page.waitForURL(/\/home\/login\?t=pwd$/)
    await appReady(page)
    await wechat.button.click()
    await page.waitForURL(/\/demo\/wechat\/authorize/)
    await page.getByLabel('这个微信绑定的演示账号').selectOption('mp:13800000002')
    await page.getByRole('button', { name: '同意' }).click()
    await page.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000002\./)
  })

  test('refuses a request that is not WeChat’s: parameters out of order, or a return to another site', async ({ page }) => {
    const response = await page.goto(
      '/demo/wechat/authorize?redirect_uri=https%3A%2F%2Fevil.example%2F&appid=demo&response_type=code&scope=snsapi_base&state=s',
    )
    expect(response?.status()).toBe(400)
    await expect(page.locator('#problems')).toContainText('参数顺序')
    await expect(page.locator('#problems')).toContainText('redirect_uri')
  })
})

test.describe('not offered', () => {
  test('on a desktop browser', async ({ page }) => {
    const wechat = new WechatSignIn(page)
    await wechat.useProductionConfig()
    await gotoReady(page, '/home/login?t=pwd')
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    await expect(wechat.button).toHaveCount(0)
  })

  test.describe('in WeChat without wechatMpAppId', () => {
    test.use(WECHAT_PHONE)
    test('the login page is the phone’s, and stays so after config.js', async ({ page }) => {
      const wechat = new WechatSignIn(page)
      await wechat.useProductionConfig(WechatSignIn.configWithout())
      await gotoReady(page, '/home/login')
      await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
      await expect(wechat.button).toBeHidden()
      await expect(page.locator('[data-wechat-mp]')).toHaveAttribute('data-wechat-mp', 'off')
    })
  })

  for (const [name, userAgent] of [
    ['WeCom (企业微信) on a phone', USER_AGENTS.wecomAndroid],
    ['WeChat’s Windows app', USER_AGENTS.wechatWindows],
    ['another in-app browser', USER_AGENTS.qqAndroid],
  ] as const)
    test.describe(name, () => {
      test.use({ ...WECHAT_PHONE, userAgent })
      test('has no 微信一键登录', async ({ page }) => {
        const wechat = new WechatSignIn(page)
        await wechat.useProductionConfig()
        await gotoReady(page, '/home/login?t=pwd')
        await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
        await expect(wechat.button).toHaveCount(0)
      })
    })
})
