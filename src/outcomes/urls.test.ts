// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appLoginUrl, isTrustedHost, mainSiteJumpUrl, trustedUrl } from './urls'

const config = {
  companyAppUrl: 'https://company.toy.example/',
  factoryAppUrl: '/demo/factory',
  mainSiteUrl: 'https://www.toy.example',
  trustedHosts: ['toy.example', 'LOCALHOST'],
}
const origin = 'https://home.toy.example'

describe('trusted hosts', () => {
  it.each([
    ['toy.example', true],
    ['a.b.toy.example', true],
    ['localhost', true],
    ['toy.example.evil.test', false],
    ['eviltoy.example', false],
    ['example', false],
    ['', false],
  ])('%s → %s', (host, ok) => expect(isTrustedHost(host, config.trustedHosts)).toBe(ok))

  it.each([
    'javascript:alert(1)',
    '//evil.test/x',
    'https://evil.test',
    'https://toy.example@evil.test/',
    'https://toy.example.evil.test/',
    '/\\evil.test',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('refuses %s', (raw) => expect(trustedUrl(raw, config, origin)).toBeNull())

  it('accepts a trusted absolute or same-origin URL', () => {
    expect(trustedUrl('https://vip.toy.example/a?b=1', config, origin)?.href).toBe('https://vip.toy.example/a?b=1')
    expect(trustedUrl('/home/review', config, origin)?.host).toBe('home.toy.example')
  })
})

describe('leaving for the main applications (contract)', () => {
  it('builds <base>/login?token=… and adds code=1 for auto-login', () => {
    expect(appLoginUrl({ app: 'company', token: 'a b&c', autoLogin: true }, config, origin)).toBe(
      'https://company.toy.example/login?token=a+b%26c&code=1',
    )
  })
  it('resolves a relative configured base against the page origin', () => {
    expect(appLoginUrl({ app: 'factory', token: 'T', autoLogin: false }, config, origin)).toBe(
      'https://home.toy.example/demo/factory/login?token=T',
    )
  })
  it('uses a trusted Special and ignores an untrusted one', () => {
    expect(appLoginUrl({ app: 'company', token: 'T', autoLogin: false, special: 'https://b.toy.example/x/' }, config, origin)).toBe(
      'https://b.toy.example/x/login?token=T',
    )
    expect(appLoginUrl({ app: 'company', token: 'T', autoLogin: false, special: 'javascript:alert(1)' }, config, origin)).toBe(
      'https://company.toy.example/login?token=T',
    )
  })
  it('never uses Special for the factory app, only a trusted stored factory_url', () => {
    expect(appLoginUrl({ app: 'factory', token: 'T', autoLogin: false, special: 'https://b.toy.example' }, config, origin)).toBe(
      'https://home.toy.example/demo/factory/login?token=T',
    )
    expect(appLoginUrl({ app: 'factory', token: 'T', autoLogin: false, factoryUrl: 'https://f.toy.example' }, config, origin)).toBe(
      'https://f.toy.example/login?token=T',
    )
  })
  it('sends the embedded login to the main site with jump_url', () => {
    expect(mainSiteJumpUrl('not_bound', config, origin)).toBe('https://www.toy.example/?jump_url=not_bound')
  })
})
