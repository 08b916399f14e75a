// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { engineStart, FLOOR_FEATURES, LEGACY_FEATURES, LEGACY_POLYFILLS, probeOf, type EngineProbe } from './engine'

/** An engine with the paths, CSS properties and selectors it `has`. */
const engine = (has: string[], css: string[] = [], selectors: string[] = []): EngineProbe => ({
  has: (path) => has.includes(path),
  css: (property) => css.includes(property),
  selector: (selector) => selectors.includes(selector),
})
const JS = ['Array.prototype.at', 'String.prototype.at', 'Object.hasOwn']
const CSS = ['color', 'translate', 'scale', 'height']
const SELECTORS = [':where(a)', ':focus-visible']
const lacking = (probe: EngineProbe) => LEGACY_FEATURES.filter((f) => !f.test(probe)).map((f) => f.name)

describe('engineStart', () => {
  it('a current engine passes every test and loads nothing more', () => {
    expect(engineStart(engine([...FLOOR_FEATURES, ...JS], CSS, SELECTORS))).toBe('current')
  })
  it.each([
    [
      'Chromium 86',
      engine([...FLOOR_FEATURES], [], [':focus-visible']),
      ['Array.prototype.at', 'String.prototype.at', 'Object.hasOwn', 'color-mix()', 'translate, scale', ':where()', 'dvh'],
    ],
    [
      'Chromium 92',
      engine([...FLOOR_FEATURES, 'Array.prototype.at', 'String.prototype.at'], [], SELECTORS),
      ['Object.hasOwn', 'color-mix()', 'translate, scale', 'dvh'],
    ],
    ['Chromium 108', engine([...FLOOR_FEATURES, ...JS], ['translate', 'scale', 'height'], SELECTORS), ['color-mix()']],
    // CSS.supports('selector(…)') is Safari 14.1: 14.0 cannot say, and gets the near lowerings.
    [
      'Safari 14.0',
      engine([...FLOOR_FEATURES], ['translate'], []),
      [
        'Array.prototype.at',
        'String.prototype.at',
        'Object.hasOwn',
        'color-mix()',
        'translate, scale',
        ':where()',
        'dvh',
        ':focus-visible',
      ],
    ],
  ])('%s: the old engines’ chunk first, for what it lacks', (_, probe, lacks) => {
    expect(engineStart(probe)).toBe('legacy')
    expect(lacking(probe)).toEqual(lacks)
  })
  it.each(FLOOR_FEATURES.map((missing) => [missing]))('below the floor (no %s): the message, not the app', (missing) => {
    const has = FLOOR_FEATURES.filter((f) => f !== missing)
    expect(engineStart(engine([...has, ...JS], CSS, SELECTORS))).toBe('below-floor')
  })
  it('every row brings something for the engines that fail it', () => {
    for (const row of LEGACY_FEATURES) expect(LEGACY_POLYFILLS[row.name].length).toBeGreaterThan(0)
  })
})

describe('probeOf', () => {
  it('reads functions along a path, and CSS.supports', () => {
    const g = {
      Array: { prototype: { at: () => 1 } },
      Object: {},
      CSS: { supports: (p: string) => p === 'color' },
    } as unknown as typeof globalThis
    const probe = probeOf(g)
    expect(probe.has('Array.prototype.at')).toBe(true)
    expect(probe.has('Object.hasOwn')).toBe(false)
    expect(probe.has('Missing.thing.deep')).toBe(false)
    expect(probe.css('color', 'x')).toBe(true)
    expect(probe.css('translate', 'x')).toBe(false)
    expect(probeOf({} as typeof globalThis).css('color', 'x')).toBe(false)
    expect(probeOf({} as typeof globalThis).selector(':where(a)')).toBe(false)
  })
  it('asks CSS.supports about a selector as selector(…)', () => {
    const asked: string[] = []
    const g = { CSS: { supports: (q: string) => (asked.push(q), q === 'selector(:where(a))') } } as unknown as typeof globalThis
    expect(probeOf(g).selector(':where(a)')).toBe(true)
    expect(probeOf(g).selector(':has(a)')).toBe(false)
    expect(asked).toEqual(['selector(:where(a))', 'selector(:has(a))'])
  })
})
