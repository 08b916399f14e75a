// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '@/test/userAgents'
import { controlsFor, DEVICE_KINDS, type DeviceKind, type DeviceSignals } from './deviceControls'
import { DEVICE_ROWS, deviceControls, deviceKind } from './deviceDecision'

const signals = (userAgent: string, more: Partial<DeviceSignals> = {}): DeviceSignals => ({
  userAgent,
  coarsePointer: false,
  viewportWidth: 1280,
  maxTouchPoints: 0,
  ...more,
})

/** One case per row of DEVICE_ROWS, in order. */
const ROW_CASES: Array<[rule: string, DeviceSignals, DeviceKind]> = [
  ['desktop client', signals(USER_AGENTS.desktopClient), 'desktopClient'],
  ["WeChat's desktop app", signals(USER_AGENTS.wechatWindows), 'desktop'],
  ['tablet user agent', signals(USER_AGENTS.androidTablet, { coarsePointer: true, viewportWidth: 800, maxTouchPoints: 10 }), 'tablet'],
  ['WeChat on a phone', signals(USER_AGENTS.wechatAndroid, { coarsePointer: true, viewportWidth: 390, maxTouchPoints: 5 }), 'wechatPhone'],
  ['phone user agent', signals(USER_AGENTS.safariIphone, { coarsePointer: true, viewportWidth: 390, maxTouchPoints: 5 }), 'phone'],
  ['iPad in desktop mode', signals(USER_AGENTS.macSafari, { coarsePointer: true, viewportWidth: 1024, maxTouchPoints: 5 }), 'tablet'],
  ['coarse pointer, narrow screen', signals(USER_AGENTS.linuxChrome, { coarsePointer: true, viewportWidth: 360 }), 'phone'],
  ['coarse pointer, wider screen', signals(USER_AGENTS.linuxChrome, { coarsePointer: true, viewportWidth: 1024 }), 'tablet'],
  ['anything else', signals(USER_AGENTS.windowsChrome), 'desktop'],
]

describe('device rows (src/start/deviceDecision.ts)', () => {
  it('has a case for every row, and each case is decided by its own row', () => {
    expect(ROW_CASES).toHaveLength(DEVICE_ROWS.length)
    ROW_CASES.forEach(([rule, s, kind], i) => {
      expect(
        DEVICE_ROWS.findIndex((row) => row.matches(s)),
        rule,
      ).toBe(i)
      expect(deviceKind(s), rule).toBe(kind)
    })
  })

  it.each([
    ['WeChat on Android', USER_AGENTS.wechatAndroid, 'wechatPhone'],
    ['WeChat on iPhone', USER_AGENTS.wechatIphone, 'wechatPhone'],
    ['WeCom (企业微信) on Android', USER_AGENTS.wecomAndroid, 'phone'],
    ['QQ browser on Android', USER_AGENTS.qqAndroid, 'phone'],
    ['Chrome on an Android phone', USER_AGENTS.chromeAndroid, 'phone'],
    ['an iPad', USER_AGENTS.ipad, 'tablet'],
    ['WeChat on Windows', USER_AGENTS.wechatWindows, 'desktop'],
    ['Safari on a Mac', USER_AGENTS.macSafari, 'desktop'],
    ['the desktop client', USER_AGENTS.desktopClient, 'desktopClient'],
  ] as const)('%s is a %s (fine pointer, wide window)', (_name, ua, kind) => {
    expect(deviceKind(signals(ua))).toBe(kind)
  })

  it('a phone user agent stays a phone on a wide viewport (landscape, zoomed out)', () => {
    expect(deviceKind(signals(USER_AGENTS.wechatAndroid, { viewportWidth: 980 }))).toBe('wechatPhone')
    expect(deviceKind(signals(USER_AGENTS.chromeAndroid, { viewportWidth: 980 }))).toBe('phone')
  })
})

const KINDS: DeviceKind[] = ['desktop', 'desktopClient', 'tablet', 'phone', 'wechatPhone']
const DEVICE_CONTROLS = Object.fromEntries(KINDS.map((kind) => [kind, controlsFor(kind)])) as Record<
  DeviceKind,
  ReturnType<typeof controlsFor>
>

describe('device controls', () => {
  it('covers every kind', () => {
    expect([...KINDS].sort()).toEqual([...DEVICE_KINDS].sort())
  })
  it('phones open the login on the phone panel; every other device on the QR panel', () => {
    expect(DEVICE_CONTROLS.phone.defaultLoginMode).toBe('pwd')
    expect(DEVICE_CONTROLS.wechatPhone.defaultLoginMode).toBe('pwd')
    for (const kind of ['desktop', 'desktopClient', 'tablet'] as const) expect(DEVICE_CONTROLS[kind].defaultLoginMode, kind).toBe('scan')
  })
  it('the 15-day auto-login is offered in desktop browsers only', () => {
    expect(DEVICE_CONTROLS.desktop.autoLoginOffered).toBe(true)
    for (const kind of ['desktopClient', 'tablet', 'phone', 'wechatPhone'] as const)
      expect(DEVICE_CONTROLS[kind].autoLoginOffered, kind).toBe(false)
  })
  it('only a phone is told that the QR is scanned from a computer', () => {
    expect(
      Object.values(DEVICE_CONTROLS)
        .filter((c) => c.qrScannedElsewhere)
        .map((c) => c.kind),
    ).toEqual(['phone', 'wechatPhone'])
  })
  it('only WeChat on a phone is offered 微信一键登录', () => {
    expect(
      Object.values(DEVICE_CONTROLS)
        .filter((c) => c.wechatSignIn)
        .map((c) => c.kind),
    ).toEqual(['wechatPhone'])
  })
  it('deviceControls is the row of the device kind', () => {
    expect(deviceControls(signals(USER_AGENTS.wechatIphone))).toEqual(DEVICE_CONTROLS.wechatPhone)
    expect(deviceControls(signals(USER_AGENTS.safariIphone))).toEqual(DEVICE_CONTROLS.phone)
    expect(deviceControls(signals(USER_AGENTS.windowsChrome))).toEqual(DEVICE_CONTROLS.desktop)
  })
})
