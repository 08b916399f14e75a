// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { controlsFor } from '@/start/deviceControls'
import { createAppRouter } from './router'
import { PAGE_PATHS, type PagePath } from '@/domain/pages'
import fc from 'fast-check'
import * as v from 'valibot'
import { appPath } from '@/outcomes/navigation'
import { arrivalUrl } from '@/test/arrivals'

describe('every route of spec section 2 is a file route', () => {
  it('matches the page list exactly, casing included', () => {
    const router = createAppRouter(controlsFor('desktop'), createMemoryHistory({ initialEntries: ['/home/login'] }))
    expect(Object.keys(router.routesByPath).sort()).toEqual([...PAGE_PATHS].sort())
  })
  it('spells the spec routes as the spec does', () => {
    expect(PAGE_PATHS).toEqual(
      expect.arrayContaining(['/LoginIfarme', '/WeChatRegister', '/bindcompany_staff', '/reviewErrFac', '/factory_numberForbidden']),
    )
  })
})

describe('every route’s search schema', () => {
  it('keeps from any arrival only text and flags (or leaves a param out), never throwing', () => {
    const router = createAppRouter(controlsFor('desktop'), createMemoryHistory({ initialEntries: ['/home/login'] }))
    fc.assert(
      fc.property(arrivalUrl, (href) => {
        const url = new URL(href, 'https://example.com')
        const schema = router.routesByPath[appPath(url.pathname) as PagePath].options.validateSearch as v.GenericSchema | undefined
        if (!schema) return
        const kept = v.parse(schema, router.options.parseSearch(url.search)) as Record<string, unknown>
        for (const value of Object.values(kept)) expect(['string', 'boolean', 'undefined']).toContain(typeof value)
      }),
      { seed: 20261126, numRuns: 3000 },
    )
  })
})
