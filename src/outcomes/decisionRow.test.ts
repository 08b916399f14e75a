// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CHALLENGE_ROWS, SEND_CODE_ROWS } from './captcha'
import { isCatchAll, namedTypes, type RowTypes } from './decisionRow'
import { OUTCOME_TABLE } from './table'
import { RETURN_ROWS } from './wechat'

interface AnyShape {
  id: string
  context: string
  spec: string
  types: RowTypes
  when?: unknown
}

/** Every table of the outcomes core, in one list: they share the one row shape. */
const TABLES: Record<string, readonly AnyShape[]> = {
  OUTCOME_TABLE,
  SEND_CODE_ROWS,
  CHALLENGE_ROWS,
  RETURN_ROWS,
}
const ALL = Object.values(TABLES).flat()
const contexts = [...new Set(ALL.map((r) => r.context))]

describe('the one row shape (src/outcomes/decisionRow.ts)', () => {
  it('row ids are unique across every table', () => {
    const ids = ALL.map((r) => r.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('a context lives in one table', () => {
    for (const [name, rows] of Object.entries(TABLES))
      for (const other of Object.values(TABLES).filter((t) => t !== rows))
        expect(
          rows.filter((r) => other.some((o) => o.context === r.context)).map((r) => r.id),
          name,
        ).toEqual([])
  })

  it.each(contexts)('%s ends on its catch-all, the only one, which has no further test', (context) => {
    const rows = ALL.filter((r) => r.context === context)
    const last = rows.at(-1)!
    expect(isCatchAll(last.types)).toBe(true)
    expect(last.when).toBeUndefined()
    expect(
      rows
        .slice(0, -1)
        .filter((r) => isCatchAll(r.types))
        .map((r) => r.id),
    ).toEqual([])
  })

  it.each(contexts)('%s: its catch-all names only types no row above it names', (context) => {
    const rows = ALL.filter((r) => r.context === context)
    const above = new Set(rows.slice(0, -1).flatMap((r) => namedTypes(r.types)))
    expect(namedTypes(rows.at(-1)!.types).filter((t) => above.has(t))).toEqual([])
  })
})
