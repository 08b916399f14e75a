import type { LocalKey } from '@/session/keys'
import type { PagePath } from '@/domain/pages'
import { MSG } from './messages'
import type { ContextKind, ContextOf, Decision, Effect, MessageLevel, OutcomeContext, ResultAnswer } from './types'
import { appLoginUrl, type AppKind } from './urls'

/**
 * Rows of the outcome table and the effects they are made of. Pure.
 */
export interface OutcomeRow<K extends ContextKind = ContextKind> {
  /** Stable id, used in tests and shown by `Decision.row`. */
  id: string
  context: K
  /** The spec's wording of the row. */
  spec: string
  /**
   * The result types the row decides, as data (the back end's contract lists them from here:
   * scripts/contract/document.ts): the row matches only an answer of one of these types. Absent:
   * the row decides by code or by anything else.
   */
  types?: readonly string[]
  /** What else must hold; absent: nothing else. */
  when?: (ctx: ContextOf<K>, a: ResultAnswer) => boolean
  effects: (ctx: ContextOf<K>, a: ResultAnswer) => Effect[]
}

export type AnyRow = { [K in ContextKind]: OutcomeRow<K> }[ContextKind]

/** Redirect delays of the contract: 1000 ms, 700 ms on the loadings page. */
export const REDIRECT_DELAY_MS = 1000
export const LOADINGS_REDIRECT_DELAY_MS = 700
/** The embedded login goes to /home this long after `selected`. */
export const EMBEDDED_SELECTED_DELAY_MS = 1000

/** The result types a row decides by name; none for a row that decides by code or by anything else. */
export function rowTypes(row: { types?: readonly string[] }): readonly string[] {
  return row.types ?? []
}

/** Whether a row decides this answer in its context: one of its types, and its test. */
function matches<K extends ContextKind>(row: OutcomeRow<K>, ctx: ContextOf<K>, a: ResultAnswer): boolean {
  return (!row.types || (a.type !== null && row.types.includes(a.type))) && (row.when?.(ctx, a) ?? true)
}

export function text(a: ResultAnswer): string {
  return a.msg || a.dataMsg || MSG.generic
}

export function message(level: MessageLevel, textValue: string): Effect {
  return { kind: 'message', level, text: textValue }
}

export function go(to: PagePath, extra: Omit<Extract<Effect, { kind: 'navigate' }>, 'kind' | 'to'> = {}): Effect {
  return { kind: 'navigate', to, ...extra }
}

export function store(writes: Array<[LocalKey, string | null]>): Effect {
  return { kind: 'store', writes: writes.map(([key, value]) => ({ area: 'local' as const, key, value })) }
}

/** Keep the binding identity (`strNo`) an answer hands over, for the next step. */
export function keepStrNo(a: ResultAnswer): Effect[] {
  return a.strNo ? [store([['strNo', a.strNo]])] : []
}

export interface LeaveOptions {
  autoLogin: boolean
  factoryUrl?: string | null | undefined
  delayMs: number
  target?: 'self' | 'top'
}

/** Store the token and leave for the company or factory app (contract URLs). */
export function leaveFor(app: AppKind, ctx: OutcomeContext, a: ResultAnswer, opts: LeaveOptions): Effect[] {
  const token = a.bearer ?? a.token
  if (!token) return [message('error', a.msg || MSG.generic)]
  const url = appLoginUrl(
    { app, token, autoLogin: opts.autoLogin, special: a.special, factoryUrl: opts.factoryUrl ?? null },
    ctx.config,
    ctx.origin,
  )
  return [
    store([
      ['TOKEN', token],
      ['isAuto', opts.autoLogin ? '1' : null],
    ]),
    { kind: 'leave', url, delayMs: opts.delayMs, target: opts.target ?? 'self' },
  ]
}

/** The first row of `rows` for the context whose `when` holds. */
export function firstMatch<K extends ContextKind>(rows: readonly AnyRow[], ctx: ContextOf<K>, answer: ResultAnswer): Decision {
  for (const row of rows) {
    if (row.context !== ctx.kind) continue
    const r = row as unknown as OutcomeRow<K>
    if (matches(r, ctx, answer)) return { row: r.id, effects: r.effects(ctx, answer) }
  }
  // Every context ends on a catch-all row (no types, no test); this is only reached for an unknown context.
  return { row: 'none', effects: [message('warning', answer.msg || MSG.generic)] }
}
