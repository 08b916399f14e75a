import { describe, expect, it } from 'vitest'
import { USER_AGENTS } from '@/test/userAgents'
import { engineName, engineStart, FLOOR_FEATURES, LEGACY_FEATURES, probeOf, type EngineProbe } from './engine'

/** An engine with the paths and CSS it `has`. */
const engine = (has: string[], css: string[] = []): EngineProbe => ({
  has: (path) => has.includes(path),
  css: (property) => css.includes(property),
})
const JS = ['Array.prototype.at', 'String.prototype.at', 'Object.hasOwn']
const CSS = ['color', 'translate', 'scale']

describe('engineStart', () => {
  it('a current engine passes every test and loads nothing more', () => {
    expect(engineStart(engine([...FLOOR_FEATURES, ...JS], CSS))).toBe('current')
  })
  it.each([
    ['Chromium 86-91: no Array.prototype.at', engine([...FLOOR_FEATURES], [])],
    ['Chromium 92: at, no Object.hasOwn, no color-mix()', engine([...FLOOR_FEATURES, 'Array.prototype.at', 'String.prototype.at'], [])],
    ['Chromium 108: every API, no color-mix()', engine([...FLOOR_FEATURES, ...JS], ['translate', 'scale'])],
    ['Safari 14: no translate property test passes without scale', engine([...FLOOR_FEATURES, ...JS], ['color', 'translate'])],
  ])('%s: the old engines’ chunk first', (_, probe) => {
    expect(engineStart(probe)).toBe('legacy')
  })
  it.each([['no Promise.any'], ['no String.prototype.replaceAll']])('below the floor (%s): the message, not the app', (missing) => {
    const has = FLOOR_FEATURES.filter((f) => !missing.includes(f.replace('String.prototype.', '')))
    expect(engineStart(engine([...has, ...JS], CSS))).toBe('below-floor')
  })
  it('every row brings something for the engines that fail it', () => {
    for (const row of LEGACY_FEATURES) expect(row.polyfills.length).toBeGreaterThan(0)
  })
})

describe('probeOf', () => {
  it('reads functions along a path, and CSS.supports', () => {
    const g = { Array: { prototype: { at: () => 1 } }, Object: {}, CSS: { supports: (p: string) => p === 'color' } } as unknown as typeof globalThis
    const probe = probeOf(g)
    expect(probe.has('Array.prototype.at')).toBe(true)
    expect(probe.has('Object.hasOwn')).toBe(false)
    expect(probe.has('Missing.thing.deep')).toBe(false)
    expect(probe.css('color', 'x')).toBe(true)
    expect(probe.css('translate', 'x')).toBe(false)
    expect(probeOf({} as typeof globalThis).css('color', 'x')).toBe(false)
  })
})

describe('engineName', () => {
  it.each([
    [USER_AGENTS.qqAndroid, 'Chromium 109 (QQBrowser 14.9)'],
    [USER_AGENTS.wechatIphone, 'iOS WebKit 17.2 (WeChat 8.0)'],
    [USER_AGENTS.safariIphone, 'Safari 17.4'],
    [USER_AGENTS.wecomAndroid, 'Chromium 86 (WeChat 7.0)'],
    [USER_AGENTS.windowsChrome, 'Chromium 126'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0', 'Firefox 153.0'],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Trident 7.0'],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE', 'Chromium 86 (360)'],
    ['', 'unknown engine'],
  ])('%s → %s', (ua, name) => {
    expect(engineName(ua)).toBe(name)
  })
})
