import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { setConfig } from '@/config/store'
import { DEFAULT_CONFIG } from '@/config/schema'
import { USER_AGENTS } from '@/test/userAgents'
import { renderApp } from '@/test/renderApp'
import { readWechatState } from '@/session/wechat'
import * as browser from '@/app/browser'

function asDevice(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

afterEach(() => {
  vi.restoreAllMocks()
  setConfig(DEFAULT_CONFIG)
  sessionStorage.clear()
  localStorage.clear()
})

describe('微信一键登录 (CardHeading, WeChatMpButton)', () => {
  it('in WeChat on a phone with wechatMpAppId: the card’s first control; a tap keeps a state and goes to WeChat’s authorization', async () => {
    asDevice(USER_AGENTS.wechatIphone)
    setConfig({ ...DEFAULT_CONFIG, wechatMpAppId: 'wx2b4d6f8a0c1e3579', wechatMpScope: 'snsapi_userinfo' })
    const leave = vi.spyOn(browser, 'leaveTo').mockImplementation(() => undefined)
    const { user } = await renderApp('/login')
    const button = await screen.findByRole('button', { name: '微信一键登录' })
    // The heading stays for screen readers.
    screen.getByRole('heading', { level: 1, name: '登录' })
    await user.click(button)
    expect(leave).toHaveBeenCalledTimes(1)
    const url = leave.mock.calls[0]![0]
    const kept = readWechatState()
    expect(kept).toMatchObject({ flow: 'mp', embedded: false })
    expect(url).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx2b4d6f8a0c1e3579&redirect_uri=${encodeURIComponent(`${window.location.origin}/home/loadings`)}&response_type=code&scope=snsapi_userinfo&state=${kept?.state}#wechat_redirect`,
    )
    // Busy until the page has left; a second tap does not go twice.
    await user.click(button)
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('the embedded login keeps that the flow started there', async () => {
    asDevice(USER_AGENTS.wechatAndroid)
    setConfig({ ...DEFAULT_CONFIG, wechatMpAppId: 'wx2b4d6f8a0c1e3579' })
    vi.spyOn(browser, 'leaveTo').mockImplementation(() => undefined)
    const { user } = await renderApp('/LoginIfarme')
    await user.click(await screen.findByRole('button', { name: '微信一键登录' }))
    expect(readWechatState()).toMatchObject({ flow: 'mp', embedded: true })
  })

  it.each([
    ['WeChat on a phone without wechatMpAppId', USER_AGENTS.wechatAndroid, ''],
    ['a desktop browser with it', USER_AGENTS.windowsChrome, 'wx2b4d6f8a0c1e3579'],
    ['another phone browser with it', USER_AGENTS.safariIphone, 'wx2b4d6f8a0c1e3579'],
  ])('%s: not offered', async (_name, userAgent, appId) => {
    asDevice(userAgent)
    setConfig({ ...DEFAULT_CONFIG, wechatMpAppId: appId })
    await renderApp('/login?t=pwd')
    await waitFor(() => screen.getByRole('form', { name: '手机号登录' }))
    screen.getByRole('heading', { level: 1, name: '登录' })
    expect(screen.queryByRole('button', { name: '微信一键登录' })).toBeNull()
  })
})
