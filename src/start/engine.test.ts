import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '@/test/userAgents'
import { engineName, engineStart, FLOOR_FEATURES, LEGACY_FEATURES, probeOf, type EngineProbe } from './engine'

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
    for (const row of LEGACY_FEATURES) expect(row.polyfills.length).toBeGreaterThan(0)
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

describe('engineName', () => {
  it.each([
    [USER_AGENTS.qqAndroid, 'Chromium 109 (QQBrowser 14.9)'],
    [USER_AGENTS.wechatIphone, 'iOS WebKit 17.2 (WeChat 8.0)'],
    [USER_AGENTS.safariIphone, 'iOS WebKit 17.4'],
    // Chrome and Firefox on iOS are WebKit too.
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      'iOS WebKit 14.8 (Chrome 120)',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
      'iOS WebKit 15.0 (Firefox 121.0)',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15',
      'Safari 14.1',
    ],
    [USER_AGENTS.wecomAndroid, 'Chromium 86 (WeChat 7.0)'],
    [USER_AGENTS.windowsChrome, 'Chromium 126'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0', 'Firefox 153.0'],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Trident 7.0'],
    [
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
      'Chromium 86 (360)',
    ],
    ['', 'unknown engine'],
  ])('%s → %s', (ua, name) => {
    expect(engineName(ua)).toBe(name)
  })
})
