/**
 * The engine a page runs in, decided before the app (src/start/early.ts) from what the engine
 * has, never from its user agent: below the floor (docs/browsers.md: The floor) it shows the below-floor
 * message; on the floor but without something the app uses, it loads the old engines' chunk
 * (src/oldEngines/index.ts: these features' polyfills and the style lowering) before the app. A
 * current engine passes every test and loads nothing more. Pure: the probe is handed in.
 */

/** What the early script reads of the engine (`globalThis`, and CSS.supports where there is one). */
export interface EngineProbe {
  /** Whether `path` (`Array.prototype.at`, `Object.hasOwn` …) is a function in this engine. */
  has: (path: string) => boolean
  /** CSS.supports(property, value); false where CSS.supports is missing. */
  css: (property: string, value: string) => boolean
  /** CSS.supports('selector(…)'); false where the engine cannot say (Safari 14.0). */
  selector: (selector: string) => boolean
}

/**
 * Below the floor: the floor (Chromium 86, Safari 14, Firefox 115) has these natively and nothing
 * polyfills them; an engine without them would not even parse the app's syntax (ES2020).
 * `Promise.any` and `String.prototype.replaceAll`: Chromium 85, Safari 14, Firefox 79.
 */
export const FLOOR_FEATURES = ['Promise.any', 'String.prototype.replaceAll'] as const

/**
 * What the app uses that the floor lacks, each with its test (the early script runs them) and, in
 * LEGACY_POLYFILLS, what the old engines' chunk brings for it. scripts/build/legacy.ts builds the
 * chunk from these and fails the build when the bundle needs a polyfill no row brings (or none of
 * its NOT_NEEDED reasons covers).
 */
export const LEGACY_FEATURES = [
  // Chromium 92, Safari 15.4, Firefox 90: the router and Chakra call them.
  { name: 'Array.prototype.at', test: (p: EngineProbe) => p.has('Array.prototype.at') },
  { name: 'String.prototype.at', test: (p: EngineProbe) => p.has('String.prototype.at') },
  // Chromium 93, Safari 15.4: valibot's record checks.
  { name: 'Object.hasOwn', test: (p: EngineProbe) => p.has('Object.hasOwn') },
  // The style lowering ('css' in LEGACY_POLYFILLS): each row is one lowering of src/oldEngines/lowerCss.ts, done
  // only where its test fails. Chromium 111, Safari 16.2, Firefox 113: Chakra's colour opacities.
  { name: 'color-mix()', test: (p: EngineProbe) => p.css('color', 'color-mix(in srgb, red 50%, blue)') },
  // Chromium 104, Safari 14.1: Chakra's animations move and scale with them.
  { name: 'translate, scale', test: (p: EngineProbe) => p.css('translate', '1px 1px') && p.css('scale', '1') },
  // Chromium 88: Chakra's zero-weight selectors (expanded, they weigh more: only where needed).
  { name: ':where()', test: (p: EngineProbe) => p.selector(':where(a)') },
  // Chromium 108, Safari 15.4: the page's full height on a phone.
  { name: 'dvh', test: (p: EngineProbe) => p.css('height', '1dvh') },
  // Safari 15.4: focus rings (without it, on :focus).
  { name: ':focus-visible', test: (p: EngineProbe) => p.selector(':focus-visible') },
] as const

export type LegacyFeature = (typeof LEGACY_FEATURES)[number]['name']

/**
 * What the old engines' chunk brings for each row: core-js modules by name, or 'css', the row's style
 * lowering (src/oldEngines/lowerCss.ts). Beside the rows, not in them: the early script runs the rows'
 * tests on every page and has no use for these names.
 */
export const LEGACY_POLYFILLS: Readonly<Record<LegacyFeature, readonly string[]>> = {
  'Array.prototype.at': ['es.array.at'],
  'String.prototype.at': ['es.string.at-alternative'],
  'Object.hasOwn': ['es.object.has-own'],
  'color-mix()': ['css'],
  'translate, scale': ['css'],
  ':where()': ['css'],
  dvh: ['css'],
  ':focus-visible': ['css'],
}

type EngineStart = 'below-floor' | 'legacy' | 'current'

/** How this engine starts the page. */
export function engineStart(probe: EngineProbe): EngineStart {
  if (!FLOOR_FEATURES.every((path) => probe.has(path))) return 'below-floor'
  return LEGACY_FEATURES.every((feature) => feature.test(probe)) ? 'current' : 'legacy'
}

/** The page's probe of a real engine (`g`: the page's global object). */
export function probeOf(g: typeof globalThis): EngineProbe {
  return {
    has: (path) => {
      let at: unknown = g
      for (const key of path.split('.')) {
        if (at === null || at === undefined) return false
        at = (at as Record<string, unknown>)[key]
      }
      return typeof at === 'function'
    },
    css: (property, value) => typeof g.CSS !== 'undefined' && typeof g.CSS.supports === 'function' && g.CSS.supports(property, value),
    selector: (selector) => typeof g.CSS !== 'undefined' && typeof g.CSS.supports === 'function' && g.CSS.supports(`selector(${selector})`),
  }
}
