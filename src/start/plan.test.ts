// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '@/app/router'
import { USER_AGENTS } from '@/test/userAgents'
import { controlsFor, type DeviceSignals } from './deviceControls'
import { startPlan } from './plan'
import { SHELL_ROUTES, shellCases, shellCombinations, shellSearch, TEXT_MAX } from './shells'
import { LoginSearch } from '@/features/login/loginSearch'
import fc from 'fast-check'
import { PAGE_PATHS } from '@/domain/pages'
import { appPath } from '@/outcomes/navigation'
import { arrivalUrl } from '@/test/arrivals'

const desktop: DeviceSignals = { userAgent: USER_AGENTS.windowsChrome, coarsePointer: false, viewportWidth: 1280, maxTouchPoints: 0 }
const wechat: DeviceSignals = { userAgent: USER_AGENTS.wechatAndroid, coarsePointer: true, viewportWidth: 390, maxTouchPoints: 5 }
const at = (href: string) => new URL(href, 'https://example.com')

describe('the start-up plan (src/start/plan.ts)', () => {
  it('decides the device, the shell variant and its panels of a deep link in one go', () => {
    expect(startPlan(at('/home/login?t=pwd'), wechat)).toEqual({
      device: controlsFor('wechatPhone'),
      language: 'zh-CN',
      jump: null,
      go: null,
      address: null,
      variant: { name: 'pwd.wechat', panels: ['phone', 'wechat'] },
      reads: null,
    })
    expect(startPlan(at('/home/login/'), desktop).variant).toEqual({ name: 'scan.auto', panels: [] })
  })

  it('goes where jump_url names before anything else, but not with what only the app can do first', () => {
    expect(startPlan(at('/home/login?jump_url=Review'), desktop)).toMatchObject({ jump: '/review', variant: null, reads: null })
    expect(startPlan(at('/home/?jump_url=ReviewErr'), desktop).jump).toBe('/reviewErr')
    for (const first of ['clear', 'exit=1', 'code=081x'])
      expect(startPlan(at(`/home/login?jump_url=Review&${first}`), desktop).jump).toBeNull()
    expect(startPlan(at('/home/login?jump_url=https://evil.example'), desktop).jump).toBeNull()
    expect(startPlan(at('/home/register?jump_url=Review'), desktop).jump).toBeNull()
    // A scan result finishes first (on /loadings, in the app): its answer decides the page.
    expect(startPlan(at('/home/login?code=081x&state=s1&jump_url=Review'), desktop)).toMatchObject({ jump: null, variant: null })
  })

  it('goes to the page in the chosen language before anything paints, and writes the address without its directory there', () => {
    const english = { stored: null, browser: ['en-GB', 'en'] }
    expect(startPlan(at('/home/login?t=pwd#top'), wechat, english)).toMatchObject({
      language: 'en',
      go: '/home/en/login?t=pwd#top',
      variant: null,
      reads: null,
    })
    expect(startPlan(at('/home/en/login?t=pwd#top'), wechat, english)).toMatchObject({
      language: 'en',
      go: null,
      address: '/home/login?t=pwd#top',
      variant: { name: 'pwd.wechat' },
    })
    // ?lang= over the stored choice over the browser's; the jump's page in that language.
    expect(startPlan(at('/home/en/register?id=1&lang=zh-HK'), desktop, { stored: 'en', browser: ['en'] }).go).toBe(
      '/home/zh-HK/register?id=1&lang=zh-HK',
    )
    expect(startPlan(at('/home/login?jump_url=Review'), desktop, { stored: 'zh-HK', browser: ['en'] }).go).toBe('/home/zh-HK/review')
    // A ?lang= goes with the jump, so the page there speaks it too and the app keeps it.
    expect(startPlan(at('/home/login?jump_url=Review&lang=en'), desktop, { stored: null, browser: ['zh-CN'] }).go).toBe(
      '/home/en/review?lang=en',
    )
    expect(startPlan(at('/home/zh-HK/login'), desktop, { stored: 'zh-CN', browser: [] }).go).toBe('/home/login')
    // Where the page is in the chosen language already, nothing moves.
    expect(startPlan(at('/home/register?id=1'), desktop, { stored: 'klingon', browser: ['zh-CN'] })).toMatchObject({
      go: null,
      address: null,
    })
  })

  it('reads the login query as the route keeps it: a text param over TEXT_MAX is absent for both', () => {
    const href = `/home/login?code=${'x'.repeat(TEXT_MAX + 1)}&jump_url=Review`
    const kept = v.parse(LoginSearch, Object.fromEntries(at(href).searchParams))
    expect(kept.code).toBeUndefined()
    expect(startPlan(at(href), desktop).jump).toBe('/review')
    expect(startPlan(at(`/home/login?code=${'x'.repeat(TEXT_MAX)}&jump_url=Review`), desktop).jump).toBeNull()
  })

  it('starts the reads a registration edit link needs, none for a new one', () => {
    expect(startPlan(at('/home/company?id=edit'), desktop).reads).toEqual({
      lookups: ['getArea', 'getEnum', 'getRegPurpose'],
      rejected: 'company',
    })
    expect(startPlan(at('/home/register?id=1'), desktop).reads).toBeNull()
    expect(startPlan(at('/home/bindPhone'), desktop)).toMatchObject({ reads: null, variant: { name: 'page', panels: [] } })
  })

  // The early script cannot carry the routes' valibot schemas: it keeps a param by its domain
  // (shellSearch), which must be what the route's schema keeps, for every value the shells know.
  it.each(Object.keys(SHELL_ROUTES))('reads %s’s search params as the route’s own schema does', (path) => {
    const router = createAppRouter(controlsFor('desktop'), createMemoryHistory({ initialEntries: ['/'] }))
    const schema = router.routesByPath[path as keyof typeof router.routesByPath].options.validateSearch as v.GenericSchema
    for (const { search } of shellCombinations(path)) {
      const byRoute = v.parse(schema, search) as Record<string, unknown>
      const byShell = shellSearch(SHELL_ROUTES[path]!, (name) => search[name])
      for (const [name, value] of Object.entries(byShell)) expect([path, name, byRoute[name]]).toEqual([path, name, value])
    }
  })

  it('decides any arrival without throwing: a jump only to a page of the app, a shell only of those the route has', () => {
    const phone: DeviceSignals = { userAgent: USER_AGENTS.safariIphone, coarsePointer: true, viewportWidth: 375, maxTouchPoints: 5 }
    fc.assert(
      fc.property(arrivalUrl, fc.constantFrom(desktop, wechat, phone), (href, signals) => {
        const plan = startPlan(at(href), signals)
        if (plan.jump !== null) expect(PAGE_PATHS).toContain(appPath(at(plan.jump).pathname))
        const route = appPath(at(href).pathname)
        if (plan.variant) expect(shellCases(route).map((c) => c.variant)).toContain(plan.variant.name)
      }),
      { seed: 20261126, numRuns: 3000 },
    )
  })
})
