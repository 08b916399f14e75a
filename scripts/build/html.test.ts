// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sourceSectionOf } from './chunk-report'
import { CATALOGS_MODULE, wordsFor } from './html'
import type { Manifest } from './manifest'

const manifest: Manifest = {
  [CATALOGS_MODULE]: { file: 'assets/catalogs-1.js' },
  'src/words/en/ui.ts': { file: 'assets/ui-en.js' },
  'src/words/en/login.ts': { file: 'assets/login-en.js' },
  'src/words/zh-HK/ui.ts': { file: 'assets/ui-hk.js' },
}
const report = {
  'assets/shell.js': { sections: ['ui', 'login'] },
  'assets/card.js': { sections: ['ui'] },
  'assets/icons.js': { sections: [] },
}

describe("another language's words preloaded with the chunks that show them (scripts/build/html.ts)", () => {
  it('names a module of the source words by its section, and nothing else', () => {
    expect(sourceSectionOf('/w/src/words/zh-CN/login.ts')).toBe('login')
    expect(sourceSectionOf('C:\\w\\src\\words\\zh-CN\\ui.ts')).toBe('ui')
    expect(sourceSectionOf('/w/src/words/en/login.ts')).toBeNull()
    expect(sourceSectionOf('/w/src/words/zh-CN/login.test.ts')).toBeNull()
    expect(sourceSectionOf('/w/src/features/login/words.ts')).toBeNull()
  })

  it("gives the catalogs' map and the language's catalog of each section the chunks carry, once each", () => {
    expect(wordsFor('en', ['assets/shell.js', 'assets/card.js'], manifest, report)).toEqual([
      'assets/catalogs-1.js',
      'assets/login-en.js',
      'assets/ui-en.js',
    ])
  })

  it('gives nothing for the source language (its words come with the code) or for chunks without words', () => {
    expect(wordsFor('zh-CN', ['assets/shell.js'], manifest, report)).toEqual([])
    expect(wordsFor('en', ['assets/icons.js', 'assets/unknown.js'], manifest, report)).toEqual([])
  })

  it('fails the build where a language has no catalog of a section its pages show', () => {
    expect(() => wordsFor('zh-HK', ['assets/shell.js'], manifest, report)).toThrow('src/words/zh-HK/login.ts')
  })
})
