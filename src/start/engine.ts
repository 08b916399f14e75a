/**
 * The engine a page runs in, decided before the app (src/start/early.ts) from what the engine
 * has, never from its user agent: below the floor (README: Browsers) it shows the below-floor
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
 * What the app uses that the floor lacks, each with its test and what the old engines' chunk
 * brings for it (core-js modules by name, or the style lowering of src/oldEngines/lowerCss.ts).
 * scripts/build/legacy.ts builds the chunk from this table and fails the build when the bundle
 * needs a polyfill no row brings (or none of its NOT_NEEDED reasons covers).
 */
export const LEGACY_FEATURES = [
  // Chromium 92, Safari 15.4, Firefox 90: the router and Chakra call them.
  { name: 'Array.prototype.at', test: (p: EngineProbe) => p.has('Array.prototype.at'), polyfills: ['es.array.at'] },
  { name: 'String.prototype.at', test: (p: EngineProbe) => p.has('String.prototype.at'), polyfills: ['es.string.at-alternative'] },
  // Chromium 93, Safari 15.4: valibot's record checks.
  { name: 'Object.hasOwn', test: (p: EngineProbe) => p.has('Object.hasOwn'), polyfills: ['es.object.has-own'] },
  // The style lowering (polyfills 'css'): each row is one lowering of src/oldEngines/lowerCss.ts, done
  // only where its test fails. Chromium 111, Safari 16.2, Firefox 113: Chakra's colour opacities.
  { name: 'color-mix()', test: (p: EngineProbe) => p.css('color', 'color-mix(in srgb, red 50%, blue)'), polyfills: ['css'] },
  // Chromium 104, Safari 14.1: Chakra's animations move and scale with them.
  { name: 'translate, scale', test: (p: EngineProbe) => p.css('translate', '1px 1px') && p.css('scale', '1'), polyfills: ['css'] },
  // Chromium 88: Chakra's zero-weight selectors (expanded, they weigh more: only where needed).
  { name: ':where()', test: (p: EngineProbe) => p.selector(':where(a)'), polyfills: ['css'] },
  // Chromium 108, Safari 15.4: the page's full height on a phone.
  { name: 'dvh', test: (p: EngineProbe) => p.css('height', '1dvh'), polyfills: ['css'] },
  // Safari 15.4: focus rings (without it, on :focus).
  { name: ':focus-visible', test: (p: EngineProbe) => p.selector(':focus-visible'), polyfills: ['css'] },
] as const

export type LegacyFeature = (typeof LEGACY_FEATURES)[number]['name']

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
