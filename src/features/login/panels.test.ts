// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { controlsFor } from '@/start/deviceControls'
import { preloadLoginPanel } from './panels'
import { WeChatMpButton } from './weChatMpButtonPart'

const device = controlsFor('desktop')

describe('preloadLoginPanel (the login routes’ loader)', () => {
  it('makes a deep link wait for the panel its t opens, so the panel comes with the page', async () => {
    const loading = preloadLoginPanel({ t: 'pwd', cause: 'enter', device })
    expect(loading).toBeInstanceOf(Promise)
    await loading
    expect(preloadLoginPanel({ t: 'bindPhone', cause: 'enter', device })).toBeInstanceOf(Promise)
  })

  it('does not hold a tab switch on the page (the tab switches at once)', () => {
    expect(preloadLoginPanel({ t: 'pwd', cause: 'stay', device })).toBeUndefined()
    expect(preloadLoginPanel({ t: 'bindPhone', cause: 'preload', device })).toBeUndefined()
  })

  it('has nothing to load for the QR panel, which is part of the page', () => {
    expect(preloadLoginPanel({ t: 'scan', cause: 'enter', device })).toBeUndefined()
    expect(preloadLoginPanel({ t: undefined, cause: 'enter', device })).toBeUndefined()
  })

  it('loads the phone panel without t on a phone, which opens on it', () => {
    expect(preloadLoginPanel({ t: undefined, cause: 'enter', device: controlsFor('phone') })).toBeInstanceOf(Promise)
  })

  it('in WeChat on a phone, also loads 微信一键登录 (the QR panel too), not while binding a phone', async () => {
    const wechat = controlsFor('wechatPhone')
    expect(preloadLoginPanel({ t: 'scan', cause: 'enter', device: wechat })).toBeInstanceOf(Promise)
    await preloadLoginPanel({ t: undefined, cause: 'enter', device: wechat })
    expect(WeChatMpButton.preload()).toBeInstanceOf(Promise)
    expect(preloadLoginPanel({ t: 'bindPhone', cause: 'stay', device: wechat })).toBeUndefined()
  })
})
