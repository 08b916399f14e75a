import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { setServerErrorHandler } from '@/api/errors'
import { clearDrafts } from '@/session/drafts'
import { answersOffContract, freshDemo, testServer } from '@/test/server'
import { forgetHandOvers } from '@/start/handover'

/**
 * Every unit and component test talks to the demo back end through MSW; a
 * request no handler answers is an error.
 */
beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }))
// findBy… and waitFor wait for a state; on a busy machine it can take seconds to come (the default
// ceiling of 1 s made tests fail there). A test that needs a state never reached still fails.
configure({ asyncUtilTimeout: 20_000 })
beforeEach(() => {
  freshDemo()
})
afterEach(async () => {
  const offContract = await answersOffContract()
  cleanup()
  forgetHandOvers()
  setServerErrorHandler(null)
  localStorage.clear()
  sessionStorage.clear()
  // A new page: the drafts held in memory for the life of a page (the SMS code) go too.
  clearDrafts()
  // The demo back end answered as the contract says (src/test/server.ts).
  expect(offContract, 'demo answers that do not parse with their call’s schema').toEqual([])
})
afterAll(() => testServer.close())
