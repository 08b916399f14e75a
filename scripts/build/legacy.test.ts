// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { detect, notNeeded, uncovered } from './legacy'

describe("the old engines' chunk: what the detection names", () => {
  it('passes a module a row brings, one the bundle never names, and one NOT_NEEDED explains', () => {
    const detected = new Map([
      ['es.array.at', ['shell.js']],
      ['es.array.find-last', ['shell.js']],
      ['es.iterator.map', ['shell.js']],
      ['es.set.union.v2', ['shell.js']],
      ['es.map.get-or-insert-computed', ['shell.js']],
    ])
    expect(uncovered(detected, 'a.at(-1); [].map(f); new Set(); m.get(k)')).toEqual([])
  })
  it('fails a module that the bundle names, that no row brings and no reason covers', () => {
    const detected = new Map([['es.array.find-last', ['shell.js', 'card.js']]])
    expect(uncovered(detected, 'list.findLast(f)')).toEqual(['es.array.find-last (shell.js, card.js)'])
    expect(uncovered(new Map([['es.string.replace-all', ['a.js']]]), "s.replaceAll('a', 'b')")).toEqual(['es.string.replace-all (a.js)'])
  })
  it('NOT_NEEDED matches modules and, ending in a dot, families', () => {
    expect(notNeeded('es.iterator.flat-map')).toMatch(/iterator/)
    expect(notNeeded('es.error.cause')).toBeDefined()
    expect(notNeeded('es.array.find-last')).toBeUndefined()
  })
})

describe('the syntax the floor’s Chromium cannot run', () => {
  it('finds an optional call with a spread argument not last (crbug.com/42201552), and nothing in other optional calls', async () => {
    expect((await detect('a?.b(...x, y)')).syntax).toHaveLength(1)
    expect((await detect('f?.(...x, 1)')).syntax).toHaveLength(1)
    expect((await detect('a?.b(x, ...y); a?.b?.c(1); g(...x, y)')).syntax).toEqual([])
  })
})
