/**
 * Chakra's CSS lowered for the floor (docs/browsers.md: Styles), as a stylis plugin of Emotion's cache.
 *
 * `exact`: what has an exact older spelling on this left-to-right page, for every engine: the
 * build's prerendered styles go through it (src/prerender.tsx). Logical properties and `inset`
 * (Chromium 87) become physical ones; `:is()` whose arguments weigh the same (Chromium 88) becomes
 * a selector list, and `:not(a, b)` (Chromium 88) `:not(a):not(b)`; a colour mixed with transparent from a fixed colour (`color-mix()`, Chromium
 * 111) becomes its rgba(); a `dvh` length gets a `vh` one before it.
 *
 * `legacy`: all of that, and what has only a near spelling, on an old engine only and only for
 * what it lacks (the CSS rows of src/start/engine.ts; the old engines' chunk,
 * src/oldEngines/index.ts, runs it over the prerendered styles and the app's):
 * `:where()` becomes a selector list, a colour mixed from a palette variable is that colour (or
 * transparent under half), the individual transforms (`translate`, `scale`, Chromium 104) one
 * `transform`, `dvh` is `vh`, and `:focus-visible` is `:focus` where the engine has no such class.
 */
import { DECLARATION, RULESET, type Element, type Middleware } from 'stylis'
import type { LegacyFeature } from '@/start/engine'

export interface LowerOptions {
  mode: 'exact' | 'legacy'
  /** A CSS variable's colour (`--chakra-colors-gray-900` → `#18181b`), or undefined where it is not fixed. */
  color: (name: string) => string | undefined
  /**
   * Legacy only: whether the engine lacks what a near lowering stands in for (a CSS row of
   * src/start/engine.ts, by name); every one of them when not said.
   */
  lacks?: (feature: LegacyFeature) => boolean
}

/** Whether `options` ask for the near lowering of `feature`. */
const near = (options: LowerOptions, feature: LegacyFeature) => options.mode === 'legacy' && (options.lacks?.(feature) ?? true)

/** Logical properties and their physical sides on a left-to-right page (one value each, or one for both). */
const LOGICAL: Record<string, readonly string[]> = {}
for (const box of ['margin', 'padding'])
  Object.assign(LOGICAL, {
    [`${box}-inline`]: [`${box}-left`, `${box}-right`],
    [`${box}-inline-start`]: [`${box}-left`],
    [`${box}-inline-end`]: [`${box}-right`],
    [`${box}-block`]: [`${box}-top`, `${box}-bottom`],
    [`${box}-block-start`]: [`${box}-top`],
    [`${box}-block-end`]: [`${box}-bottom`],
  })
// Borders: both sides at once (`border-inline`, `border-inline-color` …) are Chromium 87; the corners' radii 89.
for (const part of ['', '-color', '-width', '-style'])
  Object.assign(LOGICAL, {
    [`border-inline${part}`]: [`border-left${part}`, `border-right${part}`],
    [`border-inline-start${part}`]: [`border-left${part}`],
    [`border-inline-end${part}`]: [`border-right${part}`],
    [`border-block${part}`]: [`border-top${part}`, `border-bottom${part}`],
    [`border-block-start${part}`]: [`border-top${part}`],
    [`border-block-end${part}`]: [`border-bottom${part}`],
  })
Object.assign(LOGICAL, {
  'border-start-start-radius': ['border-top-left-radius'],
  'border-start-end-radius': ['border-top-right-radius'],
  'border-end-start-radius': ['border-bottom-left-radius'],
  'border-end-end-radius': ['border-bottom-right-radius'],
  'inset-inline': ['left', 'right'],
  'inset-inline-start': ['left'],
  'inset-inline-end': ['right'],
  'inset-block': ['top', 'bottom'],
  'inset-block-start': ['top'],
  'inset-block-end': ['bottom'],
})

/** Splits at top-level separators (outside parentheses). */
function split(text: string, separator: ',' | ' '): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '(') depth++
    else if (c === ')') depth--
    else if (depth === 0 && (c === separator || (separator === ' ' && (c === '\n' || c === '\t')))) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((p) => p.trim()).filter((p) => p !== '')
}

/** The index just after the parenthesis that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return i + 1
  }
  return -1
}

const NAMED: Record<string, string> = { black: '#000000', white: '#ffffff' }

function rgb(colour: string): [number, number, number] | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim())
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
  }
  const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i.exec(colour.trim())
  return fn ? [Number(fn[1]), Number(fn[2]), Number(fn[3])] : null
}

/** `color-mix(in srgb, X P%, transparent)` (Chakra's `colour/P`) in `value`, lowered. */
function lowerColorMix(value: string, options: LowerOptions): string {
  let out = value
  for (let at = out.indexOf('color-mix('); at !== -1; at = out.indexOf('color-mix(', at + 1)) {
    const end = closing(out, at + 'color-mix'.length)
    if (end === -1) break
    const args = split(out.slice(at + 'color-mix('.length, end - 1), ',')
    const mix = args.length === 3 && args[0] === 'in srgb' && args[2] === 'transparent' ? /^(.+?)\s+([\d.]+)%$/.exec(args[1]!) : null
    if (!mix) continue
    const [, colour, percent] = mix as unknown as [string, string, string]
    const variable = /^var\((--[\w-]+)\)$/.exec(colour)
    const fixed = variable ? options.color(variable[1]!) : (NAMED[colour.toLowerCase()] ?? colour)
    const channels = fixed === undefined ? null : rgb(fixed)
    let lowered: string | null = null
    if (channels) lowered = `rgba(${channels.join(', ')}, ${Number(percent) / 100})`
    else if (near(options, 'color-mix()')) lowered = Number(percent) >= 50 ? colour : 'transparent'
    if (lowered === null) continue
    out = out.slice(0, at) + lowered + out.slice(end)
  }
  return out
}

/** A simple selector's weight (ids, classes/attributes/pseudo-classes, types), enough to compare :is() arguments. */
function weight(selector: string): string {
  const ids = (selector.match(/#[\w-]+/g) ?? []).length
  const classes = (selector.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length
  const types = (selector.replace(/\[[^\]]*\]|[.#:][\w-]+|::[\w-]+/g, ' ').match(/[a-z][\w-]*/gi) ?? []).length
  return `${ids},${classes},${types}`
}

/** A selector with its first `:is(`/`:where(` (of those `names`) spelled out as a list; null if it has none. */
function expandOnce(selector: string, names: readonly string[], options: LowerOptions): string[] | null {
  for (const name of names) {
    const at = selector.indexOf(`:${name}(`)
    if (at === -1) continue
    const end = closing(selector, at + name.length + 1)
    if (end === -1) return null
    const args = split(selector.slice(at + name.length + 2, end - 1), ',')
    // Exact only where every argument weighs the same (what :is() weighs is its heaviest argument);
    // near, for an engine without :is() and :where() (both Chromium 88), whatever they weigh.
    if (!near(options, ':where()') && new Set(args.map(weight)).size > 1) return null
    return args.map((arg) => selector.slice(0, at) + arg + selector.slice(end))
  }
  return null
}

/** `:not(a, b)` (a list in :not(), Chromium 88) as `:not(a):not(b)`, which means the same. */
function notLists(selector: string): string {
  let out = selector
  for (let at = out.indexOf(':not('); at !== -1; at = out.indexOf(':not(', at + 1)) {
    const end = closing(out, at + 4)
    if (end === -1) break
    const args = split(out.slice(at + 5, end - 1), ',')
    if (args.length < 2) continue
    const spelled = args.map((a) => `:not(${a})`).join('')
    out = out.slice(0, at) + spelled + out.slice(end)
  }
  return out
}

function lowerSelectors(selectors: string[], options: LowerOptions): string[] {
  const names = near(options, ':where()') ? ['is', 'where'] : ['is']
  const out: string[] = []
  const queue = [...selectors]
  while (queue.length) {
    const selector = notLists(queue.shift()!)
    const expanded = expandOnce(selector, names, options)
    if (expanded) queue.unshift(...expanded)
    else out.push(near(options, ':focus-visible') ? selector.replace(/:focus-visible\b/g, ':focus') : selector)
  }
  return [...new Set(out)]
}

const important = (value: string) => {
  const m = /\s*!important\s*$/.exec(value)
  return m ? [value.slice(0, m.index), ' !important'] : [value, '']
}

/** One declaration's lowering, as the text stylis writes for it; null where it stays as it is. */
function lowerDeclaration(property: string, value: string, options: LowerOptions): string | null {
  let v = value.includes('color-mix(') ? lowerColorMix(value, options) : value
  if (property.startsWith('--')) {
    if (near(options, 'dvh')) v = v.replace(/(\d)dvh\b/g, '$1vh')
    return v === value ? null : `${property}:${v};`
  }
  const [bare, flag] = important(v) as [string, string]
  const sides = LOGICAL[property]
  if (sides) {
    // One side (or a corner: `4px 8px` is its two radii) takes the whole value, as does the border
    // shorthand (`1px solid red` on both sides); the others one value for each side, or one for both.
    if (sides.length === 1 || property === 'border-inline' || property === 'border-block')
      return sides.map((side) => `${side}:${bare}${flag};`).join('')
    const values = split(bare, ' ')
    return sides.map((side, i) => `${side}:${values[Math.min(i, values.length - 1)]}${flag};`).join('')
  }
  if (property === 'inset') {
    const [top, right = top, bottom = top, left = right] = split(bare, ' ')
    return `top:${top}${flag};right:${right}${flag};bottom:${bottom}${flag};left:${left}${flag};`
  }
  if (/\ddvh\b/.test(v)) {
    const vh = v.replace(/(\d)dvh\b/g, '$1vh')
    return near(options, 'dvh') ? `${property}:${vh};` : `${property}:${vh};${property}:${v};`
  }
  return v === value ? null : `${property}:${v};`
}

/** `translate`, `rotate` and `scale` of one rule as the one `transform` an old engine knows (legacy only). */
function lowerTransforms(rule: Element): void {
  const parts: Record<string, Element> = {}
  for (const child of rule.children as Element[])
    if (child.type === DECLARATION && ['translate', 'rotate', 'scale'].includes(child.props as string)) parts[child.props as string] = child
  const names = Object.keys(parts)
  if (names.length === 0) return
  const fn = (name: string, value: string) => {
    const args = split(value, ' ')
    if (name === 'rotate') return `rotate(${value})`
    if (name === 'translate') return args.length === 3 ? `translate3d(${args.join(', ')})` : `translate(${args.join(', ')})`
    return `scale(${args.join(', ')})`
  }
  const transform = ['translate', 'rotate', 'scale']
    .filter((name) => parts[name])
    .map((name) => fn(name, parts[name]!.children as string))
    .join(' ')
  names.forEach((name, i) => {
    // Stylis writes an element's `return` when it has one: a space for the ones folded into the first.
    parts[name]!.return = i === 0 ? `transform:${transform};` : ' '
  })
}

export function lowerCss(options: LowerOptions): Middleware {
  return (element) => {
    if (element.return) return
    if (element.type === RULESET) {
      const selectors = element.props as string[]
      if (selectors.some((s) => s.includes(':is(') || s.includes(':where(') || s.includes(':not(') || s.includes(':focus-visible')))
        element.props = lowerSelectors(selectors, options)
      if (near(options, 'translate, scale')) lowerTransforms(element)
    } else if (element.type === DECLARATION) {
      const lowered = lowerDeclaration(element.props as string, element.children as string, options)
      if (lowered !== null) element.return = lowered
    }
  }
}
