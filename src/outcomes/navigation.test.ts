// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MSG } from '../words/zh-CN/messages'
import {
  JUMP_URL_ROUTES,
  appPath,
  bannedType,
  decideAccountPick,
  decideLoginArrival,
  earlyJump,
  loginArrival,
  wipesSession,
} from './navigation'

describe('the route path and the session wipe (spec section 2’s guard)', () => {
  it.each([
    ['/home', '/'],
    ['/home/', '/'],
    ['/home/login', '/login'],
    ['/home/login//', '/login'],
    ['/homework', '/homework'],
    ['/other/home/login', '/other/home/login'],
  ])('%s is the route %s', (pathname, path) => expect(appPath(pathname)).toBe(path))

  it('wipes with clear or exit on the login page only', () => {
    const has =
      (...names: string[]) =>
      (name: string) =>
        names.includes(name)
    for (const path of ['/', '/login']) {
      expect(wipesSession(path, has('clear'))).toBe(true)
      expect(wipesSession(path, has('exit'))).toBe(true)
      expect(wipesSession(path, has('jump_url'))).toBe(false)
    }
    expect(wipesSession('/register', has('clear', 'exit'))).toBe(false)
  })
})

describe('the login page’s query (spec section 2): one decision for the early script and the app', () => {
  it('not_bound opens the unregistered dialog, never before the app', () => {
    expect(loginArrival({ jump_url: 'not_bound' })).toBe('unregistered')
    expect(earlyJump({ jump_url: 'not_bound' }, false)).toBeNull()
    expect(decideLoginArrival({ jump_url: 'not_bound' }).effects).toEqual([
      { kind: 'dialog', dialog: 'unregistered', text: MSG.unregistered },
    ])
  })
  it.each(Object.entries(JUMP_URL_ROUTES))('%s replaces the route with %s, before the first paint', (value, to) => {
    expect(loginArrival({ jump_url: value })).toBe(to)
    expect(earlyJump({ jump_url: value }, false)).toBe(to)
    expect(decideLoginArrival({ jump_url: value }).effects).toEqual([{ kind: 'navigate', to, replace: true }])
  })
  it('with clear or exit the app goes there, after the guard has wiped the session', () => {
    expect(earlyJump({ jump_url: 'Review' }, true)).toBeNull()
    expect(decideLoginArrival({ jump_url: 'Review' }).effects).toEqual([{ kind: 'navigate', to: '/review', replace: true }])
  })
  it.each(['https://evil.test', '/review', 'review', 'constructor', '__proto__', '', undefined])('ignores %s', (value) => {
    expect(loginArrival({ jump_url: value })).toBeNull()
    expect(earlyJump({ jump_url: value }, false)).toBeNull()
    expect(decideLoginArrival({ jump_url: value }).effects).toEqual([])
  })
  it('a scan result finishes on /loadings first, whatever the jump_url: its answer decides the page', () => {
    for (const jump_url of [undefined, 'Review', 'not_bound', 'https://evil.test']) {
      expect(loginArrival({ code: 'c', state: 's', jump_url })).toBe('scan')
      expect(earlyJump({ code: 'c', state: 's', jump_url }, false)).toBeNull()
      expect(decideLoginArrival({ code: 'c', state: 's', jump_url }).effects).toEqual([
        { kind: 'navigate', to: '/loadings', search: { code: 'c', state: 's' }, replace: true },
      ])
    }
    // Without a state, /loadings refuses it (src/outcomes/wechat.ts).
    expect(decideLoginArrival({ code: 'c', jump_url: 'Review' }).effects).toEqual([
      { kind: 'navigate', to: '/loadings', search: { code: 'c' }, replace: true },
    ])
  })
})

describe('account-type chooser (spec section 4)', () => {
  it('picking the banned type goes to its forbidden page', () => {
    expect(decideAccountPick('company', 'company', 'N1').effects).toEqual([{ kind: 'navigate', to: '/numberForbidden' }])
    expect(decideAccountPick('factory', '2', 'N1').effects).toEqual([{ kind: 'navigate', to: '/factory_numberForbidden' }])
  })
  it('otherwise calls selectLogin with the stored number and the type', () => {
    expect(decideAccountPick('factory', 'company', 'N1').effects).toEqual([{ kind: 'selectLogin', number: 'N1', type: 'factory' }])
  })
  it('without a stored number sends back to the login page', () => {
    expect(decideAccountPick('company', null, null).effects).toEqual([
      { kind: 'message', level: 'warning', text: '登录信息已过期，请重新登录' },
      { kind: 'navigate', to: '/login', replace: true },
    ])
    // A banned pick goes to its forbidden page even so.
    expect(decideAccountPick('company', '1', null).row).toBe('chooser.banned')
  })
  it('reads is_ban as 1/company and 2/factory', () => {
    expect([bannedType('1'), bannedType('factory'), bannedType('0'), bannedType(null)]).toEqual(['company', 'factory', null, null])
  })
})
