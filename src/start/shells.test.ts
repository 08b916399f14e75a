// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PAGE_PATHS } from '@/domain/pages'
import { controlsFor, DEVICE_KINDS, type DeviceKind } from './deviceControls'
import { loginPanels, SHELL_ROUTES, shellCases, shellSearch, shellVariant, SINGLE } from './shells'

const variant = (path: string, search: Record<string, string>, kind: DeviceKind) =>
  shellVariant(path, (name) => search[name], controlsFor(kind))?.name ?? null

describe('shell variants (src/start/shells.ts)', () => {
  it('names only routes that exist', () => {
    for (const path of Object.keys(SHELL_ROUTES)) expect(PAGE_PATHS).toContain(path)
  })

  // One case per row of each route's variant function.
  it.each([
    ['/login', {}, 'desktop', 'scan.auto'],
    ['/login', {}, 'tablet', 'scan.plain'],
    ['/login', {}, 'desktopClient', 'scan.plain'],
    ['/login', {}, 'phone', 'pwd'],
    ['/login', { t: 'scan' }, 'phone', 'scan.phone'],
    ['/login', {}, 'wechatPhone', 'pwd.wechat'],
    ['/login', { t: 'scan' }, 'wechatPhone', 'scan.wechat'],
    ['/login', { t: 'bindPhone' }, 'wechatPhone', 'bindPhone'],
    ['/login', { t: 'pwd' }, 'desktop', 'pwd.auto'],
    ['/login', { t: 'pwd' }, 'tablet', 'pwd'],
    ['/login', { t: 'bindPhone' }, 'desktop', 'bindPhone'],
    ['/login', { t: 'bindPhone' }, 'phone', 'bindPhone'],
    ['/login', { t: 'PWD' }, 'desktop', 'scan.auto'],
    ['/login', { t: 'pwd', code: '081x' }, 'desktop', null],
    ['/', { t: 'pwd' }, 'phone', 'pwd'],
    ['/LoginIfarme', {}, 'desktop', 'scan.auto'],
    ['/LoginIfarme', {}, 'phone', 'pwd'],
    ['/LoginIfarme', { t: 'scan' }, 'phone', 'scan.phone'],
    ['/LoginIfarme', {}, 'wechatPhone', 'pwd.wechat'],
    ['/LoginIfarme', { t: 'scan' }, 'wechatPhone', 'scan.wechat'],
    ['/LoginIfarme', { t: 'bindPhone' }, 'desktop', 'scan.auto'],
    ['/register', {}, 'phone', 'new'],
    ['/register', { id: '1' }, 'desktop', 'new'],
    ['/register', { id: 'edit' }, 'desktop', 'edit'],
    ['/company', { id: 'editFactory' }, 'phone', 'editFactory'],
    ['/agreement', {}, 'desktop', '0'],
    ['/agreement', { identifier: '1' }, 'desktop', '1'],
    ['/bindPhone', { t: 'pwd' }, 'phone', SINGLE],
  ] as const)('%s %o on a %s shows %s', (path, search, kind, expected) => {
    expect(variant(path, search, kind)).toBe(expected)
  })

  it('keeps a param only with a value its route knows, as the route’s schema does', () => {
    expect(shellSearch(SHELL_ROUTES['/login']!, (name) => ({ t: 'other', code: 'abc' })[name])).toEqual({ t: undefined, code: 'abc' })
    expect(shellSearch(SHELL_ROUTES['/login']!, (name) => ({ t: ['pwd'] })[name])).toEqual({ t: undefined, code: undefined })
  })

  it('prerenders each variant once, a desktop browser’s without search params first (the page’s default)', () => {
    for (const path of PAGE_PATHS) {
      const cases = shellCases(path)
      expect(new Set(cases.map((c) => c.variant)).size).toBe(cases.length)
      expect(cases[0]).toMatchObject({ search: {}, device: 'desktop' })
    }
    expect(shellCases('/login').map((c) => c.variant)).toEqual([
      'scan.auto',
      'scan.plain',
      'pwd.wechat',
      'pwd',
      'scan.wechat',
      'scan.phone',
      'pwd.auto',
      'bindPhone',
    ])
    expect(shellCases('/review')).toEqual([{ variant: SINGLE, panels: [], search: {}, device: 'desktop' }])
  })

  it('has a variant for every device and search of the login routes but a scan result', () => {
    for (const kind of DEVICE_KINDS)
      for (const t of [undefined, 'scan', 'pwd', 'bindPhone']) {
        const search: Record<string, string> = t ? { t } : {}
        expect(shellCases('/login').map((c) => c.variant)).toContain(variant('/login', search, kind))
      }
  })

  it('says as data which panels each variant shows (the build preloads them; the routes’ loaders load the same)', () => {
    const panels = Object.fromEntries(shellCases('/login').map((c) => [c.variant, c.panels]))
    expect(panels).toEqual({
      'scan.auto': [],
      'scan.plain': [],
      'pwd.wechat': ['phone', 'wechat'],
      pwd: ['phone'],
      'scan.wechat': ['wechat'],
      'scan.phone': [],
      'pwd.auto': ['phone'],
      bindPhone: ['bindPhone'],
    })
    expect(shellCases('/LoginIfarme').find((c) => c.variant === 'pwd.wechat')?.panels).toEqual(['phone', 'wechat'])
    // Binding a phone after a WeChat sign-in: 微信一键登录 is not offered again.
    expect(loginPanels('bindPhone', controlsFor('wechatPhone'))).toEqual(['bindPhone'])
  })
})
