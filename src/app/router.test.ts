// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { controlsFor } from '@/start/device'
import { createAppRouter } from './router'
import { PAGE_PATHS } from '@/domain/pages'

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
