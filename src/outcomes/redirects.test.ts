// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { REDIRECT_PAYLOADS } from '@/test/attackPayloads'
import { TEST_ENV } from '@/test/outcomeEnv'
import { decideLoginArrival } from './navigation'
import { namedTypes } from './decisionRow'
import { decide, OUTCOME_TABLE } from './table'
import { makeAnswer, type OutcomeContext } from './types'
import { isTrustedHost, trustedUrl } from './urls'

/**
 * Every payload of an open redirect through every decision that can take the person somewhere:
 * each row of the outcome table that leaves (with a token, `Special` and a stored `factory_url`
 * set to the payload), the login page's `jump_url`, and the referrer the guard keeps. The
 * end-to-end tests take one payload of each kind through the real page (e2e/security.spec.ts).
 */
const { config, origin } = TEST_ENV
const APPS = [config.companyAppUrl, config.factoryAppUrl, config.mainSiteUrl, origin].map((u) => new URL(u).hostname)

function allowed(href: string): boolean {
  const url = new URL(href, origin)
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (APPS.includes(url.hostname) || isTrustedHost(url.hostname, config.trustedHosts))
  )
}

const env = { config, origin }
const contexts = (payload: string): OutcomeContext[] => [
  ...(['phone', 'scan', 'loadings', 'chooser'] as const).flatMap((via) =>
    [false, true].map((embedded): OutcomeContext => ({
      kind: 'login',
      via,
      embedded,
      autoLogin: true,
      mobile: '13800000001',
      factoryUrl: payload,
      ...env,
    })),
  ),
  { kind: 'embeddedCode', ...env },
  { kind: 'bindPanel', mobile: '13800000001', ...env },
  { kind: 'rebind', mobile: '13800000001', ...env },
  { kind: 'bindCompanyPhone', mobile: '13800000001', autoLogin: true, ...env },
  { kind: 'bindFactoryPhone', mobile: '13800000001', autoLogin: true, factoryUrl: payload, ...env },
  { kind: 'confirmCompany', autoLogin: true, ...env },
  { kind: 'confirmFactory', autoLogin: true, factoryUrl: payload, ...env },
  { kind: 'registration', form: 'company', mobile: '13800000001', ...env },
  { kind: 'sessionCheck', token: 'TK', autoLogin: true, factoryUrl: payload, ...env },
]

describe('no decision navigates off the allowlist (open redirects)', () => {
  it.each(REDIRECT_PAYLOADS)('%s as Special or a stored factory_url', (payload) => {
    let leaves = 0
    for (const ctx of contexts(payload)) {
      const types = [...new Set(OUTCOME_TABLE.filter((r) => r.context === ctx.kind).flatMap((r) => namedTypes(r.types))), null]
      for (const type of types) {
        const answer = makeAnswer({ type, bearer: 'TK', token: 'TK', special: payload, number: 'N1' })
        for (const effect of decide(ctx, answer).effects) {
          if (effect.kind === 'leave') {
            leaves++
            expect([ctx.kind, type, effect.url, allowed(effect.url)]).toEqual([ctx.kind, type, effect.url, true])
          }
          if (effect.kind === 'navigate') expect(effect.to.startsWith('/') && !effect.to.startsWith('//')).toBe(true)
        }
      }
    }
    // The company and factory rows of every context that leaves were reached.
    expect(leaves).toBeGreaterThan(20)
  })

  it.each(REDIRECT_PAYLOADS)('%s as the login page’s jump_url', (payload) => {
    expect(decideLoginArrival({ jump_url: payload }).effects.filter((e) => e.kind === 'navigate' || e.kind === 'leave')).toEqual([])
  })

  it.each(REDIRECT_PAYLOADS)('%s as the referrer the guard would keep', (payload) => {
    const kept = trustedUrl(payload, config, origin)
    expect(kept === null || allowed(kept.href)).toBe(true)
  })
})
