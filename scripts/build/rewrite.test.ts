// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkedRewrite } from './rewrite'

type Transform = (code: string, id: string) => { code: string; map: null } | null
const plugin = (rewrite: (code: string) => string, unexpected: () => string | null = () => null) =>
  checkedRewrite({ name: 'a-rewrite', modules: /lib\.js$/, rewrite, unexpected }).transform as unknown as Transform

describe('checkedRewrite (the build’s rewrites of library modules)', () => {
  it('rewrites the modules it names, keeping the module’s source map (map: null), and leaves the rest alone', () => {
    const upper = plugin((code) => code.toUpperCase())
    expect(upper('a\nb', '/n/lib.js')).toEqual({ code: 'A\nB', map: null })
    expect(upper('a\nb', '/n/other.js')).toBeNull()
    expect(plugin((code) => code)('a', '/n/lib.js')).toBeNull()
  })

  it('fails the build when the library no longer has what the rewrite expects', () => {
    expect(() =>
      plugin(
        (code) => code,
        () => 'no longer has the code',
      )('a', '/n/lib.js'),
    ).toThrow(/^a-rewrite: \/n\/lib\.js no longer has the code; review/)
  })

  it('fails the build when the rewrite moves a line: the module’s source map would point at the wrong source', () => {
    expect(() => plugin((code) => code.replace('a\n', ''))('a\nb', '/n/lib.js')).toThrow(/moved its lines/)
  })
})
