import { expect, type Locator, type Page, type Route } from '@playwright/test'
import { gotoReady } from '../navigation'
import type { Loc, Surface } from './surface'

/** Tencent Cloud captcha's script and host (contract "Protection against SMS abuse"). */
export const TENCENT_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js'
const TENCENT_FRAME = 'https://turing.captcha.qcloud.com/cap_union_new_show'

/**
 * A stand-in for Tencent's script, served from Tencent's host by the test (as WeChat's widget is
 * stood in for): `new TencentCaptcha(appId, callback).show()` draws an overlay with Tencent's
 * frame (from its own host, so the page's CSP must allow it) and two buttons that end the
 * challenge as Tencent's callback would (`ret` 0 with a ticket, or 2).
 */
const STAND_IN = `
window.TencentCaptcha = function (appId, callback) {
  this.show = function () {
    var box = document.createElement('div')
    box.setAttribute('data-testid', 'tencent-captcha')
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-label', '腾讯云验证码（替身）')
    box.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.4);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px'
    var frame = document.createElement('iframe')
    frame.title = '验证码'
    frame.src = '${TENCENT_FRAME}?aid=' + encodeURIComponent(appId)
    frame.style.cssText = 'width:300px;height:200px;border:0;background:#fff'
    var solve = document.createElement('button')
    solve.textContent = '替身：验证通过'
    var close = document.createElement('button')
    close.textContent = '替身：关闭'
    function end(result) { box.remove(); callback(result) }
    solve.addEventListener('click', function () { end({ ret: 0, ticket: 'tencent-ticket-' + appId, randstr: '@rand' }) })
    close.addEventListener('click', function () { end({ ret: 2 }) })
    box.append(frame, solve, close)
    document.body.append(box)
  }
}
`

/** The pages that send SMS codes, and how each gets to its 获取验证码 with a phone typed (in any engine). */
export const CODE_PAGES: ReadonlyArray<{ name: string; open: <L extends Loc<L>>(page: Surface<L>, phone?: string) => Promise<L> }> = [
  { name: '/login phone panel', open: (page, phone) => phoneForm(page, '/home/login?t=pwd', '手机号登录', phone) },
  { name: '/login bind-phone panel', open: (page, phone) => phoneForm(page, '/home/login?t=bindPhone', '绑定手机号', phone) },
  { name: '/LoginIfarme phone tab', open: (page, phone) => phoneForm(page, '/home/LoginIfarme?t=pwd', '手机号登录', phone) },
  { name: '/bindPhone', open: (page, phone) => phoneForm(page, '/home/bindPhone', '绑定公司', phone) },
  { name: '/bindFacPhone', open: (page, phone) => phoneForm(page, '/home/bindFacPhone', '绑定工厂', phone) },
  { name: '/register buyer form', open: (page, phone) => phoneForm(page, '/home/register', '采购商注册', phone) },
  {
    name: '/register factory form',
    open: async (page, phone) => {
      await gotoReady(page, '/home/register')
      await page.getByRole('tab', { name: '工厂注册' }).click()
      return typePhone(page.getByRole('form', { name: '工厂注册' }), phone)
    },
  },
]

async function phoneForm<L extends Loc<L>>(page: Surface<L>, url: string, name: string, phone?: string): Promise<L> {
  await gotoReady(page, url)
  return typePhone(page.getByRole('form', { name }), phone)
}

async function typePhone<L extends Loc<L>>(form: L, phone = '13800000001'): Promise<L> {
  await form.getByPlaceholder('请输入手机号').fill(phone)
  return form.getByTestId('get-code')
}

/**
 * No message but those `before` shows: counted once, not waited for (a toast stays 3.5–5 s, so an
 * assertion that retries would pass once it had gone). The toaster's code loads with the first
 * message: counted once the network is quiet (the toaster has come and shown it), or after 3 s,
 * when a toast that came is still there.
 */
export async function expectNoNewToast(page: Page, before: readonly string[] = []): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined)
  // Each toast of `before` accounts for one now: a new one with the same text still counts.
  const earlier = [...before]
  const shown = await page.getByTestId('toast').allInnerTexts()
  expect(shown.filter((text) => !earlier.includes(text) || !earlier.splice(earlier.indexOf(text), 1))).toEqual([])
}

/** What a test's server says to sendVerificationCode, and what it was asked. */
export class CaptchaServer {
  readonly bodies: Array<Record<string, unknown>> = []

  constructor(readonly page: Page) {}

  /** Tencent's script: the stand-in, a failed load, or held (a script that never comes). */
  async tencentScript(mode: 'stand-in' | 'fails' | 'hangs'): Promise<void> {
    await this.page.route(TENCENT_SCRIPT, (route) => {
      if (mode === 'stand-in') return route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
      if (mode === 'fails') return route.abort('connectionrefused')
      // Held: never answered.
      return new Promise<void>(() => undefined)
    })
    await this.page.route(`${TENCENT_FRAME}**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><p>拖动滑块</p>' }),
    )
  }

  /**
   * sendVerificationCode asks for Tencent's check: `always`, or only until a request carries a
   * ticket, which then goes on to the demo back end (it sends the code).
   */
  async asksForTencent(mode: 'once' | 'always'): Promise<void> {
    await this.page.route('**/home/api/sendVerificationCode', async (route: Route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      this.bodies.push(body)
      if (mode === 'once' && typeof body.ticket === 'string') return route.fallback()
      return route.fulfill({
        json: {
          code: 0,
          msg: '请求过于频繁，请完成安全验证',
          data: { type: 'captcha', captcha: { provider: 'tencent', appId: '190000001' } },
        },
      })
    })
  }

  challenge(): Locator {
    return this.page.getByTestId('tencent-captcha')
  }

  /** Once the send has ended (its button usable again): no message of any kind, in a toast or by the field. */
  async expectNothingSaid(): Promise<void> {
    await expectNoNewToast(this.page)
    expect(await this.page.getByText('请求过于频繁，请完成安全验证').count()).toBe(0)
    expect(await this.page.getByText('安全验证加载失败，请稍后重试').count()).toBe(0)
  }
}
