/**
 * The one shape of a row of every decision table of the outcomes core: the outcome table
 * (table.ts, with the session check of session-check.ts), the send-code answer and the captcha
 * challenge (captcha.ts), WeChat's return (wechat.ts). Within a context the rows are tried in
 * order; the first that takes the input's result type and whose `when` holds decides. Pure.
 */

/**
 * The result types a row handles, as data:
 * - a list: inputs of one of these types only;
 * - `'any'`: any type, none included: the row decides by the code or the context (its `when`);
 * - `{ rest }`: the context's catch-all, its last row: whatever no row above took. `rest` names the
 *   types known to end here (no row above names them), so that a search for a type finds this row too.
 */
export type RowTypes = readonly string[] | 'any' | { readonly rest: readonly string[] }

export interface Row<C extends string, In extends readonly unknown[], Out> {
  /** Stable id: what a decision's `row` says and what a test case names. */
  id: string
  /**
   * Which answer the row decides: a context of the outcome table (`login`, `sessionCheck` for
   * checkLogin, …), `sendVerificationCode`, `captchaChallenge` or `wechatReturn`.
   */
  context: C
  /** The spec's or the contract's wording. */
  spec: string
  types: RowTypes
  /** What else must hold; absent: nothing else. A catch-all has none. */
  when?: (...input: In) => boolean
  decide: (...input: In) => Out
}

export function isCatchAll(types: RowTypes): types is { readonly rest: readonly string[] } {
  return typeof types === 'object' && 'rest' in types
}

/** The types a row names: its list, or the catch-all's named ones; none for `'any'`. */
export function namedTypes(types: RowTypes): readonly string[] {
  if (types === 'any') return []
  return isCatchAll(types) ? types.rest : types
}

/** Whether a row takes an input of this result type (before its `when`). */
function takesType(types: RowTypes, type: string | null): boolean {
  if (types === 'any' || isCatchAll(types)) return true
  return type !== null && types.includes(type)
}

/** The first row that takes the input (a table ends on its catch-all, which takes anything). */
export function firstRow<C extends string, In extends readonly unknown[], Out>(
  rows: readonly Row<C, In, Out>[],
  typeOf: (...input: In) => string | null,
  ...input: In
): Row<C, In, Out> {
  const type = typeOf(...input)
  return rows.find((r) => takesType(r.types, type) && (r.when?.(...input) ?? true)) ?? rows[rows.length - 1]!
}
