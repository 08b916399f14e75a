import { describe, expect, it } from 'vitest'
import { login } from '@/api/login'
import { mpAuthorizeUrl } from '@/outcomes/wechat'
import { DEMO_MP_DEFAULT_PHONE, demoPage } from './landing'

const ORIGIN = 'http://127.0.0.1:5173'

describe('the demo’s stand-in for WeChat’s authorization page (/demo/wechat/authorize)', () => {
  it('answers the app’s own request: 同意 returns to /home/loadings with a code for the picked account and the state; 拒绝 without a code', () => {
    const page = demoPage(new URL(mpAuthorizeUrl({ appId: 'demo', scope: 'snsapi_base', origin: ORIGIN, state: 'ab12' })))
    expect(page.status).toBe(200)
    expect(page.html).toContain(`<form method="get" action="${ORIGIN}/home/loadings">`)
    expect(page.html).toContain(`<option value="mp:${DEMO_MP_DEFAULT_PHONE}" selected>`)
    expect(page.html).toContain('<input type="hidden" name="state" value="ab12">')
    expect(page.html).toContain(`<a class="button" href="${ORIGIN}/home/loadings?state=ab12">拒绝</a>`)
  })

  it.each([
    [
      'parameters out of WeChat’s order',
      `${ORIGIN}/demo/wechat/authorize?redirect_uri=${encodeURIComponent(`${ORIGIN}/home/loadings`)}&appid=demo&response_type=code&scope=snsapi_base&state=s`,
      '参数顺序',
    ],
    [
      'a return to another site',
      `${ORIGIN}/demo/wechat/authorize?appid=demo&redirect_uri=${encodeURIComponent('https://evil.example/home/loadings')}&response_type=code&scope=snsapi_base&state=s`,
      'redirect_uri',
    ],
    [
      'another scope',
      `${ORIGIN}/demo/wechat/authorize?appid=demo&redirect_uri=${encodeURIComponent(`${ORIGIN}/home/loadings`)}&response_type=code&scope=snsapi_login&state=s`,
      'scope',
    ],
  ])('refuses %s', (_name, url, problem) => {
    const page = demoPage(new URL(url))
    expect(page.status).toBe(400)
    expect(page.html).toContain(problem)
    expect(page.html).not.toContain('<form')
  })
})

describe('the demo back end’s GET login for the official account’s codes', () => {
  it('signs in the stand-in’s code with source mp only (a back end exchanges it with the official account’s secret)', async () => {
    const mp = await login({ code: `mp:${DEMO_MP_DEFAULT_PHONE}`, state: 's', source: 'mp' })
    expect(mp).toMatchObject({ code: 0, type: 'company' })
    const asQr = await login({ code: `mp:${DEMO_MP_DEFAULT_PHONE}`, state: 's', source: 'open' })
    expect(asQr.code).not.toBe(0)
  })
})
