import { setupServer } from 'msw/node'
import { answerProblems } from '@/api/callContract'
import { CONTRACTS } from '@/api/backendContract'
import { createDb, type DemoDb } from '@/mocks/db'
import { createHandlers } from '@/mocks/handlers'

/** The MSW server of the unit tests: the demo back end with a fresh store per test. */
export const testServer = setupServer()

/**
 * The demo back end is held to the contract: every answer its handlers give in a unit test is read
 * as the front end reads that call's answer (src/api/backendContract.ts); what does not parse fails the
 * test (vitest.setup.ts). A test that puts handlers of its own in front (a fault, a malformed
 * answer on purpose) is not checked.
 */
/** How many handlers the demo has: more means the test put its own in front. */
let demoHandlerCount = 0
const checks: Array<Promise<string | null>> = []
testServer.events.on('response:mocked', ({ request, response }) => {
  if (testServer.listHandlers().length !== demoHandlerCount) return
  const name = /\/home\/api\/(\w+)$/.exec(new URL(request.url).pathname)?.[1]
  const call = CONTRACTS.find((c) => c.name === name)
  if (!call) return
  checks.push(
    response
      .clone()
      .json()
      .then(
        (body: unknown) => {
          const problems = answerProblems(call, body)
          return problems.length ? `${call.name}: ${problems.join('; ')}` : null
        },
        () => `${call.name}: not JSON`,
      ),
  )
})

/** The demo's answers of this test that do not parse with their call's schema. */
export async function answersOffContract(): Promise<string[]> {
  const found = await Promise.all(checks.splice(0))
  return found.filter((x): x is string => x !== null)
}

let db: DemoDb = createDb()

export function freshDemo(): DemoDb {
  db = createDb()
  const handlers = createHandlers(db)
  demoHandlerCount = handlers.length
  testServer.resetHandlers(...handlers)
  return db
}

/** The store behind the current test's handlers. */
export const demoDb = (): DemoDb => db
