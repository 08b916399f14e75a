import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { freshDemo, testServer } from '@/test/server'

/**
 * Every unit and component test talks to the demo back end through MSW; a
 * request no handler answers is an error.
 */
beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  freshDemo()
})
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => testServer.close())
