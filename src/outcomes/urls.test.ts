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
    ['TOY.Example.', true],
    ['.', false],
  ])('%s → %s', (host, ok) => expect(isTrustedHost(host, config.trustedHosts)).toBe(ok))

  it('reads an entry written as *.host, .host or host. as the host and its subdomains; an empty entry trusts nothing', () => {
    for (const entry of ['*.toy.example', '.toy.example', 'toy.example.']) {
      expect(isTrustedHost('toy.example', [entry])).toBe(true)
      expect(isTrustedHost('a.toy.example', [entry])).toBe(true)
      expect(isTrustedHost('eviltoy.example', [entry])).toBe(false)
    }
    for (const entry of ['', '.', '*.']) expect(isTrustedHost('toy.example', [entry])).toBe(false)
  })

  it.each([
    'javascript:alert(1)',
    '//evil.test/x',
    'https://evil.test',
    'https://toy.example@evil.test/',
    'https://toy.example.evil.test/',
    '/\\evil.test',
    'data:text/html,<script>alert(1)</script>',
    '',
    '   ',
    'ftp://toy.example/x',
    'https://toy.example:99999/',
  ])('refuses %s', (raw) => expect(trustedUrl(raw, config, origin)).toBeNull())

  it('accepts a trusted absolute or same-origin URL', () => {
    expect(trustedUrl('https://vip.toy.example/a?b=1', config, origin)?.href).toBe('https://vip.toy.example/a?b=1')
    expect(trustedUrl('/home/review', config, origin)?.host).toBe('home.toy.example')
    expect(trustedUrl(' http://vip.toy.example/a ', config, origin)?.href).toBe('http://vip.toy.example/a')
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
  it('drops the base’s query, fragment and trailing slashes', () => {
    const special = 'https://b.toy.example/x//?keep=no#frag'
    expect(appLoginUrl({ app: 'company', token: 'T', autoLogin: false, special }, config, origin)).toBe(
      'https://b.toy.example/x/login?token=T',
    )
  })
  it('sends the embedded login to the main site with jump_url', () => {
    expect(mainSiteJumpUrl('not_bound', config, origin)).toBe('https://www.toy.example/?jump_url=not_bound')
  })
})
