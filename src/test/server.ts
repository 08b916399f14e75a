import { setupServer } from 'msw/node'
import { createDb, type DemoDb } from '@/mocks/db'
import { createHandlers } from '@/mocks/handlers'

/** The MSW server of the unit tests: the demo back end with a fresh store per test. */
export const testServer = setupServer()

let db: DemoDb = createDb()

export function freshDemo(): DemoDb {
  db = createDb()
  testServer.resetHandlers(...createHandlers(db))
  return db
}

/** The store behind the current test's handlers. */
export const demoDb = (): DemoDb => db
