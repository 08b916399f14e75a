// @vitest-environment node
import { compile, middleware, serialize, stringify } from 'stylis'
import { describe, expect, it } from 'vitest'
import { appSystem, fixedColor } from '@/app/system'
import { lowerCss, type LowerOptions } from './lowerCss'

const COLOURS: Record<string, string> = { '--chakra-colors-gray-900': '#18181b', '--chakra-colors-fg-muted': '#52525b' }
const lower = (css: string, mode: LowerOptions['mode'], extra: Partial<LowerOptions> = {}) =>
  serialize(compile(css), middleware([lowerCss({ mode, color: (name) => COLOURS[name], ...extra }), stringify]))

describe('lowerCss, exact (the build, every engine)', () => {
  it.each([
    ['.a{margin-inline:auto;}', '.a{margin-left:auto;margin-right:auto;}'],
    ['.a{padding-inline:1px 2px;}', '.a{padding-left:1px;padding-right:2px;}'],
    ['.a{padding-inline-start:var(--x);}', '.a{padding-left:var(--x);}'],
    ['.a{padding-block:3px !important;}', '.a{padding-top:3px !important;padding-bottom:3px !important;}'],
    ['.a{inset:0;}', '.a{top:0;right:0;bottom:0;left:0;}'],
    ['.a{inset:1px 2px;}', '.a{top:1px;right:2px;bottom:1px;left:2px;}'],
    ['.a{inset-inline-end:calc(1px + 2px);}', '.a{right:calc(1px + 2px);}'],
    ['.a{min-height:100dvh;}', '.a{min-height:100vh;min-height:100dvh;}'],
    ['.a{border-inline-start-color:var(--c);}', '.a{border-left-color:var(--c);}'],
    ['.a{border-inline-width:1px 2px;}', '.a{border-left-width:1px;border-right-width:2px;}'],
    ['.a{border-block:1px solid red;}', '.a{border-top:1px solid red;border-bottom:1px solid red;}'],
    ['.a{border-inline-end:1px solid var(--c);}', '.a{border-right:1px solid var(--c);}'],
    ['.a{border-start-start-radius:4px 8px;}', '.a{border-top-left-radius:4px 8px;}'],
  ])('%s → %s', (css, out) => {
    expect(lower(css, 'exact')).toBe(out)
  })

  it('a colour mixed with transparent from a fixed colour is its rgba()', () => {
    expect(lower('.a{box-shadow:0 1px color-mix(in srgb, var(--chakra-colors-gray-900) 10%, transparent);}', 'exact')).toBe(
      '.a{box-shadow:0 1px rgba(24, 24, 27, 0.1);}',
    )
    expect(lower(':root{--s:0 0 1px color-mix(in srgb, black 64%, transparent);}', 'exact')).toBe(':root{--s:0 0 1px rgba(0, 0, 0, 0.64);}')
  })
  it('a palette’s colour depends on the element: left as it is', () => {
    const css = '.a{color:color-mix(in srgb, var(--chakra-colors-color-palette-solid) 90%, transparent);}'
    expect(lower(css, 'exact')).toBe(css)
  })
  it(':is() with arguments of one weight becomes a list; of different weights it stays', () => {
    expect(lower('.a:is(:focus-visible, [data-focus-visible]){color:red;}', 'exact')).toBe('.a:focus-visible,.a[data-focus-visible]{color:red;}')
    expect(lower('.a:is(div, .b){color:red;}', 'exact')).toBe('.a:is(div, .b){color:red;}')
  })
  it(':not(a, b) becomes :not(a):not(b)', () => {
    expect(lower('.a>:not(style, [hidden])~:not(style, [hidden]){margin-top:4px;}', 'exact')).toBe(
      '.a>:not(style):not([hidden])~:not(style):not([hidden]){margin-top:4px;}',
    )
  })
  it('leaves :where() and the individual transforms alone', () => {
    expect(lower('.a :where(svg){translate:0 100%;}', 'exact')).toBe('.a :where(svg){translate:0 100%;}')
  })
})

describe('lowerCss, legacy (an old engine only)', () => {
  it(':where() becomes a list', () => {
    expect(lower('.a :where(svg, img){width:1px;}', 'legacy')).toBe('.a svg,.a img{width:1px;}')
  })
  it('a palette’s mix is the palette’s colour (transparent under half)', () => {
    expect(lower('.a{color:color-mix(in srgb, var(--p) 90%, transparent);}', 'legacy')).toBe('.a{color:var(--p);}')
    expect(lower('.a{color:color-mix(in srgb, currentColor 20%, transparent);}', 'legacy')).toBe('.a{color:transparent;}')
  })
  it('translate, rotate and scale of one rule are one transform', () => {
    expect(lower('@keyframes k{from{translate:0 100%;scale:0.95;opacity:0;}}', 'legacy')).toBe(
      '@keyframes k{from{transform:translate(0, 100%) scale(0.95); opacity:0;}}',
    )
  })
  it('dvh is vh, in variables too', () => {
    expect(lower(':root{--d:100dvh;}.a{min-height:100dvh;}', 'legacy')).toBe(':root{--d:100vh;}.a{min-height:100vh;}')
  })
  it(':focus-visible is :focus where the engine has no such class', () => {
    expect(lower('.a:focus-visible{outline:1px;}', 'legacy', { lacks: (f) => f === ':focus-visible' })).toBe('.a:focus{outline:1px;}')
    expect(lower('.a:focus-visible{outline:1px;}', 'legacy', { lacks: () => false })).toBe('.a:focus-visible{outline:1px;}')
  })
  it('only what the engine lacks: Chromium 92 has :where(), :is() and :focus-visible, not color-mix(), translate or dvh', () => {
    const has = new Set([':where()', ':focus-visible'])
    const css =
      '.a :where(svg, img){width:1px;}.b:is(div, .c):focus-visible{color:color-mix(in srgb, var(--p) 90%, transparent);translate:1px;min-height:100dvh;}'
    expect(lower(css, 'legacy', { lacks: (f) => !has.has(f) })).toBe(
      '.a :where(svg, img){width:1px;}.b:is(div, .c):focus-visible{color:var(--p);transform:translate(1px);min-height:100vh;}',
    )
  })
})

describe('fixedColor', () => {
  it('a token’s value, a semantic token’s light value, no palette', () => {
    const system = appSystem()
    expect(fixedColor(system, '--chakra-colors-gray-900')).toBe('#18181b')
    expect(fixedColor(system, '--chakra-colors-fg-muted')).toBe(fixedColor(system, '--chakra-colors-gray-600'))
    expect(fixedColor(system, '--chakra-colors-color-palette-solid')).toBeUndefined()
    expect(fixedColor(system, '--chakra-colors-nothing')).toBeUndefined()
  })
})
