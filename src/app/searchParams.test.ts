// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import fc from 'fast-check'
import { LoginSearch } from '@/features/login/loginSearch'
import { domainEntries, flag, oneOf, searchSchema, text } from './searchParams'

describe('search params (valibot, never throwing)', () => {
  it('coerces numbers and booleans the search parser may produce', () => {
    expect(v.parse(LoginSearch, { code: 123, t: 'pwd', jump_url: true })).toEqual({ code: '123', t: 'pwd', jump_url: 'true' })
  })
  it('drops bad values instead of failing', () => {
    expect(v.parse(LoginSearch, { t: 'evil', code: { a: 1 }, state: ['x', 'y'], other: 1 })).toEqual({})
  })
  it('reads clear / exit as present flags, even empty', () => {
    expect(v.parse(LoginSearch, { clear: '', exit: 0 })).toEqual({ clear: true, exit: true })
  })
  it('falls back to {} for input that is not an object at all', () => {
    const schema = searchSchema({ id: oneOf(['1', 'edit']), code: text, x: flag })
    expect(v.parse(schema, null)).toEqual({})
    expect(v.parse(schema, 'nope')).toEqual({})
  })
  it('builds a param’s schema from its shell domain (src/start/shells.ts): listed values, or any text', () => {
    const schema = searchSchema(domainEntries({ t: ['a', 'b'], q: 'text' }))
    expect(v.parse(schema, { t: 'b', q: 7 })).toEqual({ t: 'b', q: '7' })
    expect(v.parse(schema, { t: 'c', q: 'x'.repeat(2049) })).toEqual({})
  })
  it('never throws, whatever the search holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('t', 'code', 'state', 'jump_url', 'clear', 'exit', 'x'), fc.anything()), (input) => {
        const out = v.parse(LoginSearch, input)
        for (const value of Object.values(out)) expect(['string', 'boolean', 'undefined']).toContain(typeof value)
      }),
      { seed: 20261121, numRuns: 300 },
    )
  })
})
