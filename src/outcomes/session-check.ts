import type { ContextOf, Decision, ResultAnswer } from './types'
import { firstMatch, leaveFor, type OutcomeRow } from './rows'

/**
 * The session check of the contract (`checkLogin`), apart from the rest of
 * the table so the navigation guard loads only this.
 */
export const SESSION_CHECK_ROWS: OutcomeRow<'sessionCheck'>[] = [
  {
    id: 'sessionCheck.company',
    context: 'sessionCheck',
    spec: 'Session check type 1 or company: leave for the company app with the token (Special when trusted).',
    types: ['1', 'company'],
    when: (_ctx, a) => a.code === 0,
    effects: (ctx, a) => leaveFor('company', ctx, { ...a, bearer: ctx.token }, { autoLogin: ctx.autoLogin, delayMs: 0 }),
  },
  {
    id: 'sessionCheck.factory',
    context: 'sessionCheck',
    spec: 'Session check type 2 or factory: leave for the factory app (test factories: the stored factory_url).',
    types: ['2', 'factory'],
    when: (_ctx, a) => a.code === 0,
    effects: (ctx, a) =>
      leaveFor('factory', ctx, { ...a, bearer: ctx.token }, { autoLogin: ctx.autoLogin, factoryUrl: ctx.factoryUrl, delayMs: 0 }),
  },
  {
    id: 'sessionCheck.continue',
    context: 'sessionCheck',
    spec: 'Anything else, or a failed check: navigation continues.',
    effects: () => [],
  },
]

export function decideSessionCheck(ctx: ContextOf<'sessionCheck'>, answer: ResultAnswer): Decision {
  return firstMatch(SESSION_CHECK_ROWS, ctx, answer)
}
