// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { stylesAdoptedInPlace } from './emotion'

// Emotion's sheet as @emotion/cache (ours) has it installed.
const fromCache = createRequire(createRequire(import.meta.url).resolve('@emotion/cache'))
const dist = path.dirname(fromCache.resolve('@emotion/sheet'))
const sheetJs = path.join(dist, 'emotion-sheet.esm.js')
const rewrite = stylesAdoptedInPlace().transform as unknown as (code: string, id: string) => { code: string } | null
const source = readFileSync(sheetJs, 'utf8')
const rewritten = rewrite(source, sheetJs)!.code

/** Emotion's StyleSheet, over happy-dom's elements. */
interface Sheet {
  tags: unknown[]
  before: unknown
  hydrate(nodes: unknown[]): void
  insert(rule: string): void
}

/**
 * A page of happy-dom's: `head` and `body` as lists of `tag#id` (a `link` is a style sheet, a
 * `link.preload` is not), the styles to hydrate (every `style` with an id but `x…`), and the given module's sheet.
 */
function page(
  code: string,
  head: string[],
  body: string[] = [],
  options: { prepend?: true; before?: string; insertionPoint?: string } = {},
) {
  const window = new Window()
  const { document } = window
  for (const [parent, specs] of [
    [document.head, head],
    [document.body, body],
  ] as const)
    for (const spec of specs) {
      const [tag, id] = spec.split('#') as [string, string | undefined]
      const element = document.createElement(tag.split('.')[0]!)
      if (id) element.id = id
      if (tag === 'link') element.setAttribute('rel', 'stylesheet')
      if (tag === 'link.preload') element.setAttribute('rel', 'modulepreload')
      parent.append(element)
    }
  const StyleSheet = new Function('document', code.replace(/^export \{ StyleSheet \};?$/m, 'return StyleSheet;'))(document) as new (
    options: object,
  ) => Sheet
  const insertionPoint = options.insertionPoint ? document.getElementById(options.insertionPoint) : undefined
  const sheet = new StyleSheet({ key: 'css', container: document.head, speedy: false, prepend: options.prepend, insertionPoint })
  if (options.before) sheet.before = document.getElementById(options.before)
  const order = () => [...document.querySelectorAll('*')].filter((e) => e.id).map((e) => e.id)
  const hydrate = () => sheet.hydrate([...document.querySelectorAll('style')].filter((e) => e.id && !e.id.startsWith('x')))
  return { window, document, sheet, order, hydrate }
}

describe('stylesAdoptedInPlace', () => {
  it('changes one line of the installed Emotion sheet, its hydrate', () => {
    const changed = rewritten.split('\n').filter((line, i) => line !== source.split('\n')[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toContain('sheet.tags.push(node)')
  })

  it('takes the page’s styles where they are when they are together and no style sheet follows (the prerendered pages)', async () => {
    const { window, document, sheet, hydrate } = page(rewritten, ['style#global', 'style#a', 'style#b', 'link.preload', 'script'])
    const styles = [...document.querySelectorAll('style')]
    const moves: unknown[] = []
    new window.MutationObserver((records) => moves.push(...records)).observe(document.head, { childList: true })
    hydrate()
    await Promise.resolve()
    expect(moves).toEqual([])
    expect(sheet.tags).toHaveLength(3)
    sheet.tags.forEach((tag, i) => expect(tag).toBe(styles[i]))
    // A new rule goes right after them, as Emotion puts it after the last tag.
    sheet.insert('.c{color:red}')
    expect([...document.head.children].map((e) => e.id || e.tagName)).toEqual(['global', 'a', 'b', 'STYLE', 'LINK', 'SCRIPT'])
  })

  it('Emotion itself moves every one of them (what the rewrite saves)', () => {
    const { document, hydrate } = page(source, ['style#a', 'style#b', 'link.preload'])
    hydrate()
    expect([...document.head.children].map((e) => e.id || e.tagName)).toEqual(['LINK', 'a', 'b'])
  })

  // Each a page where Emotion's placement differs from where the styles are: the rewritten sheet puts
  // everything where Emotion does.
  it.each([
    ['a style sheet after them', ['style#a', 'style#b', 'link#x'], []],
    ['a style after them that is not hydrated', ['style#a', 'style#b', 'style#x'], []],
    ['something between them', ['style#a', 'meta#m', 'style#b'], []],
    ['them in another container than the sheet’s', [], ['style#x', 'style#a', 'style#b']],
  ])('with %s, it adopts them as Emotion does', (_, head, body) => {
    const original = page(source, head, body)
    const changed = page(rewritten, head, body)
    original.hydrate()
    changed.hydrate()
    expect(changed.order()).toEqual(original.order())
  })

  it('leaves a sheet with a place of its own (prepend, before a tag as Emotion’s Global has, an insertion point) as Emotion has it', () => {
    for (const [head, options] of [
      [['style#x1', 'style#x2', 'style#a'], { prepend: true }],
      [['style#x1', 'style#x2', 'style#a'], { before: 'x1' }],
      [['meta#ip', 'style#x', 'style#a'], { insertionPoint: 'ip' }],
    ] as const) {
      const original = page(source, [...head], [], options)
      const changed = page(rewritten, [...head], [], options)
      original.hydrate()
      changed.hydrate()
      expect(changed.order()).toEqual(original.order())
    }
  })

  it('rewrites every build of the module a bundle may take, and fails the build when an upgrade changed it', () => {
    for (const file of ['emotion-sheet.cjs.js', 'emotion-sheet.development.esm.js', 'emotion-sheet.development.cjs.js']) {
      const id = path.join(dist, file)
      expect(rewrite(readFileSync(id, 'utf8'), id)?.code).toContain('sheet.tags.push(node)')
    }
    expect(() => rewrite('export class StyleSheet {}', sheetJs)).toThrow(/no longer has the code/)
    // Where `_insertTag` puts a tag changed: the rewrite's rule would no longer be Emotion's.
    expect(() => rewrite(source.replace('before = _this.before;', 'before = null;'), sheetJs)).toThrow(/no longer has the code/)
  })

  it('leaves every other module alone', () => {
    expect(rewrite(source, '/x/node_modules/@emotion/cache/dist/emotion-cache.esm.js')).toBeNull()
  })
})
