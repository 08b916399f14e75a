import { describe, expect, it } from 'vitest'
import { MSG } from './messages'
import { JUMP_URL_ROUTES, bannedType, decideAccountPick, decideJumpUrl, jumpUrlRoute } from './navigation'

describe('jump_url on the login page (spec section 2)', () => {
  it('not_bound opens the unregistered dialog', () => {
    expect(decideJumpUrl('not_bound').effects).toEqual([{ kind: 'dialog', dialog: 'unregistered', text: MSG.unregistered }])
  })
  it.each(Object.entries(JUMP_URL_ROUTES))('%s replaces the route with %s', (value, to) => {
    expect(decideJumpUrl(value).effects).toEqual([{ kind: 'navigate', to, replace: true }])
  })
  it.each(['https://evil.test', '/review', 'review', 'constructor', '__proto__', '', undefined])('ignores %s', (value) => {
    expect(decideJumpUrl(value).effects).toEqual([])
    // The early script goes nowhere either.
    expect(jumpUrlRoute(value)).toBeNull()
  })
  it('the early script goes to the page the row names, and only for those rows', () => {
    for (const [value, to] of Object.entries(JUMP_URL_ROUTES)) expect(jumpUrlRoute(value)).toBe(to)
    expect(jumpUrlRoute('not_bound')).toBeNull()
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
    const d = decideAccountPick('company', null, null)
    expect(d.effects.at(-1)).toEqual({ kind: 'navigate', to: '/login', replace: true })
  })
  it('reads is_ban as 1/company and 2/factory', () => {
    expect([bannedType('1'), bannedType('factory'), bannedType('0'), bannedType(null)]).toEqual(['company', 'factory', null, null])
  })
})
