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
    spec: 'checkLogin type 1 or company: leave for the company app with the token (Special when trusted).',
    types: ['1', 'company'],
    when: (_ctx, a) => a.code === 0,
    decide: (ctx, a) => leaveFor('company', ctx, { ...a, bearer: ctx.token }, { autoLogin: ctx.autoLogin, delayMs: 0 }),
  },
  {
    id: 'sessionCheck.factory',
    context: 'sessionCheck',
    spec: 'checkLogin type 2 or factory: leave for the factory app (test factories: the stored factory_url).',
    types: ['2', 'factory'],
    when: (_ctx, a) => a.code === 0,
    decide: (ctx, a) =>
      leaveFor('factory', ctx, { ...a, bearer: ctx.token }, { autoLogin: ctx.autoLogin, factoryUrl: ctx.factoryUrl, delayMs: 0 }),
  },
  {
    id: 'sessionCheck.continue',
    context: 'sessionCheck',
    spec: 'checkLogin answering anything else (no session: 0; an account state a login answers with; any other type or none), or a failed check: navigation continues.',
    // The login's account states (src/outcomes/table.test.ts holds this list to the login rows' types).
    types: {
      rest: [
        '0',
        'selected',
        'not_bound',
        'No_bind_mobile',
        'company_under_review',
        'under_review_company',
        'factory_under_review',
        'under_review_factory',
        'company_ban',
        'mobile_isban',
        'review_failed_company',
        'company_review_failed',
        'factory_review_failed',
        'review_failed_factory',
        'company_staff',
        'change_bound_company',
        'change_bound_factory',
        'not_mobile',
      ],
    },
    decide: () => [],
  },
]

export function decideSessionCheck(ctx: ContextOf<'sessionCheck'>, answer: ResultAnswer): Decision {
  return firstMatch(SESSION_CHECK_ROWS, ctx, answer)
}
