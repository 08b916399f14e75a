/**
 * The outcomes core: pure functions from (context, answer) to a decision.
 * Imports nothing from React, the router, the DOM or storage.
 */
export * from './types'
export * from './messages'
export { OUTCOME_TABLE, decide } from './table'
export { REDIRECT_DELAY_MS, LOADINGS_REDIRECT_DELAY_MS, EMBEDDED_SELECTED_DELAY_MS } from './rows'
export { decideSessionCheck, SESSION_CHECK_ROWS } from './session-check'
export type { OutcomeRow } from './rows'
export * from './navigation'
export * from './urls'
export * from './controls'
