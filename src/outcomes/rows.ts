import type { LocalKey } from '@/session/keys'
import type { PagePath } from '@/domain/pages'
import { firstRow, type Row } from './decisionRow'
import { messageWords } from '../words/zh-CN/messages'
import { wordsNow } from '../words/now'
import type { ContextKind, ContextOf, Decision, Effect, MessageLevel, OutcomeContext, ResultAnswer } from './types'
import { appLoginUrl, type AppKind } from './urls'

/**
 * Rows of the outcome table and the effects they are made of (the row shape: decisionRow.ts). Pure.
 */
export type OutcomeRow<K extends ContextKind = ContextKind> = Row<K, [ctx: ContextOf<K>, answer: ResultAnswer], Effect[]>

export type AnyRow = { [K in ContextKind]: OutcomeRow<K> }[ContextKind]

/** Redirect delays of the contract: 1000 ms, 700 ms on the loadings page. */
export const REDIRECT_DELAY_MS = 1000
export const LOADINGS_REDIRECT_DELAY_MS = 700
/** The embedded login goes to /home this long after `selected`. */
export const EMBEDDED_SELECTED_DELAY_MS = 1000

export function text(a: ResultAnswer): string {
  return a.msg || a.dataMsg || wordsNow(messageWords).generic
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
  if (!token) return [message('error', a.msg || wordsNow(messageWords).generic)]
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

/** The first row of `rows` for the context that takes the answer. */
export function firstMatch<K extends ContextKind>(rows: readonly AnyRow[], ctx: ContextOf<K>, answer: ResultAnswer): Decision {
  const own = rows.filter((row) => row.context === ctx.kind) as unknown as OutcomeRow<K>[]
  // Every context ends on its catch-all; an unknown context (no rows) is the only way to get here.
  if (own.length === 0) return { row: 'none', effects: [message('warning', answer.msg || wordsNow(messageWords).generic)] }
  const row = firstRow(own, (_ctx, a) => a.type, ctx, answer)
  return { row: row.id, effects: row.decide(ctx, answer) }
}
