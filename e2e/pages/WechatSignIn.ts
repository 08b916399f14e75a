import type { Locator, Page, Request } from '@playwright/test'
import type { Loc, Surface } from './surface'
import { PRODUCTION_LIKE_CONFIG, PRODUCTION_LIKE_CONFIG_JS } from '../production-config'

/** WeChat's official-account authorization page (contract "Sign-in inside WeChat on a phone"). */
export const WECHAT_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'

/** What WeChat does on its authorization page: returns with a code for the demo account `phone`, returns without one, or stays. */
export type WechatAnswer = { consent: string } | 'decline' | 'stay'

/** 微信一键登录 on /home/login and /home/LoginIfarme, in any engine. */
export function wechatButton<L extends Loc<L>>(page: Surface<L>): L {
  return page.getByRole('button', { name: '微信一键登录' })
}

/** Page object of 微信一键登录 and of WeChat's side of the round trip (Playwright's routing: Chromium). */
export class WechatSignIn {
  readonly button: Locator
  /** Every request the page made to WeChat's authorization page. */
  readonly visits: Request[] = []

  constructor(readonly page: Page) {
    this.button = wechatButton(page)
  }

  /**
   * The browser gets the production-like config.js (in every tab): an official-account app id, so
   * WeChat's own page is where the button goes, and the main applications on their own origins,
   * answered here by a page that shows where the sign-in went.
   */
  async useProductionConfig(configJs = PRODUCTION_LIKE_CONFIG_JS): Promise<void> {
    const context = this.page.context()
    await context.route('**/home/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: configJs }))
    for (const app of [PRODUCTION_LIKE_CONFIG.companyAppUrl, PRODUCTION_LIKE_CONFIG.factoryAppUrl])
      await context.route(`${app}/**`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>主应用</title><h1>主应用</h1>' }),
      )
  }

  /** A production-like config.js without the official-account app id. */
  static configWithout(): string {
    const { wechatMpAppId: _off, ...rest } = PRODUCTION_LIKE_CONFIG
    return `window.__HOME_CONFIG__ = ${JSON.stringify(rest)}\n`
  }

  /**
   * Stand in for WeChat: its authorization page answers as `answer` says, returning (as WeChat
   * does) to the `redirect_uri` it was given, with the `state` it was given.
   */
  async wechatAnswers(answer: WechatAnswer): Promise<void> {
    await this.page.context().route(`${WECHAT_AUTHORIZE}**`, async (route) => {
      this.visits.push(route.request())
      const url = new URL(route.request().url())
      const back = url.searchParams.get('redirect_uri') ?? ''
      const state = encodeURIComponent(url.searchParams.get('state') ?? '')
      if (answer === 'stay')
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>微信</title><h1>微信授权</h1>' })
      const location =
        answer === 'decline' ? `${back}?state=${state}` : `${back}?code=${encodeURIComponent(`mp:${answer.consent}`)}&state=${state}`
      return route.fulfill({ status: 302, headers: { location } })
    })
  }

  /** The state the last trip to WeChat carried. */
  lastState(): string {
    const last = this.visits[this.visits.length - 1]
    return last ? (new URL(last.url()).searchParams.get('state') ?? '') : ''
  }
}

/** GET login requests the page makes. */
export function loginCalls(page: Page): URL[] {
  const calls: URL[] = []
  page.on('request', (r) => {
    if (r.url().includes('/home/api/login?')) calls.push(new URL(r.url()))
  })
  return calls
}
