// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { stylesAdoptedInPlace } from './emotion'

const require = createRequire(import.meta.url)
const dist = path.join(path.dirname(require.resolve('@emotion/sheet/package.json')), 'dist')
const sheetJs = path.join(dist, 'emotion-sheet.esm.js')
const rewrite = stylesAdoptedInPlace().transform as unknown as (code: string, id: string) => { code: string } | null

/** Elements put in a parent, in order: `style#a`, `meta`, `link`. */
function put(window: Window, parent: { append(...nodes: never[]): void }, ...specs: string[]): void {
  for (const spec of specs) {
    const [tag, id] = spec.split('#') as [string, string | undefined]
    const element = window.document.createElement(tag)
    if (id) element.id = id
    parent.append(element as never)
  }
}

/** The rewritten module's StyleSheet, run against a page of happy-dom's. */
function styleSheetIn(
  window: Window,
  code: string,
): new (options: object) => { hydrate(nodes: Element[]): void; tags: Element[]; insert(rule: string): void } {
  const run = new Function('document', code.replace(/^export \{ StyleSheet \};?$/m, 'return StyleSheet;'))
  return run(window.document) as ReturnType<typeof styleSheetIn>
}

describe('stylesAdoptedInPlace', () => {
  const source = readFileSync(sheetJs, 'utf8')
  const out = rewrite(source, sheetJs)!.code

  it('changes only the installed Emotion sheet’s hydrate, line for line (its source map still holds)', () => {
    expect(out).not.toBe(source)
    expect(out.split('\n')).toHaveLength(source.split('\n').length)
    const changed = out.split('\n').filter((line, i) => line !== source.split('\n')[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toContain('sheet.tags.push(node)')
  })

  it('adopts styles already together in <head> where they are, and puts new rules after them', () => {
    const window = new Window()
    const { document } = window
    put(window, document.head, 'style#a', 'style#b', 'link')
    const before = [...document.head.children]
    const moved: unknown[] = []
    new window.MutationObserver((records) => moved.push(...records)).observe(document.head, { childList: true })
    const StyleSheet = styleSheetIn(window, out)
    const sheet = new StyleSheet({ key: 'css', container: document.head, speedy: false })
    sheet.hydrate([...document.querySelectorAll('style')])
    expect([...document.head.children]).toEqual(before)
    expect(sheet.tags.map((t) => t.id)).toEqual(['a', 'b'])
    sheet.insert('.c{color:red}')
    expect([...document.head.children].map((e) => e.id || e.tagName)).toEqual(['a', 'b', 'STYLE', 'LINK'])
    return Promise.resolve().then(() => expect(moved).toHaveLength(1))
  })

  it('still gathers, in order, what is not together or not in its container (the cascade as Emotion makes it)', () => {
    const window = new Window()
    const { document } = window
    put(window, document.head, 'style#a', 'meta', 'style#b')
    put(window, document.body, 'style#c')
    const StyleSheet = styleSheetIn(window, out)
    const sheet = new StyleSheet({ key: 'css', container: document.head, speedy: false })
    sheet.hydrate([...document.querySelectorAll('style')])
    expect([...document.head.children].map((e) => e.id || e.tagName)).toEqual(['a', 'b', 'c', 'META'])
  })

  it('rewrites every build of the module a bundle may take, and fails the build when an upgrade changed it', () => {
    for (const file of ['emotion-sheet.cjs.js', 'emotion-sheet.development.esm.js', 'emotion-sheet.development.cjs.js']) {
      const id = path.join(dist, file)
      expect(rewrite(readFileSync(id, 'utf8'), id)?.code).toContain('sheet.tags.push(node)')
    }
    expect(() => rewrite('export class StyleSheet {}', sheetJs)).toThrow(/no longer has the code/)
  })

  it('leaves every other module alone', () => {
    expect(rewrite(source, '/x/node_modules/@emotion/cache/dist/emotion-cache.esm.js')).toBeNull()
  })
})
