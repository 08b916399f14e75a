/**
 * The old engines' chunk, after its polyfills (scripts/build/legacy.ts puts the core-js modules of
 * src/start/engine.ts's rows before this module and calls startLegacy): loaded by the early
 * script, before the app, only in an engine that fails one of those rows' tests. For each CSS row
 * whose test fails, the prerendered styles are lowered in place and the app's Emotion cache lowers
 * what it writes (src/oldEngines/lowerCss.ts, legacy mode, only those rows' lowerings).
 */
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'
import { LEGACY_FEATURES, LEGACY_POLYFILLS, probeOf, type LegacyFeature } from '@/start/engine'
import { handOver, STYLE_LOWERING } from '@/start/handover'
import { lowerCss } from './lowerCss'

export function startLegacy(): void {
  const probe = probeOf(globalThis)
  const lacking = new Set<LegacyFeature>(
    LEGACY_FEATURES.filter((f) => LEGACY_POLYFILLS[f.name].includes('css') && !f.test(probe)).map((f) => f.name),
  )
  if (lacking.size === 0) return
  const root = getComputedStyle(document.documentElement)
  const lower = lowerCss({
    mode: 'legacy',
    // A token's colour as the page's own variables say (a palette's depends on the element: not fixed).
    color: (name) => (name.includes('color-palette') ? undefined : root.getPropertyValue(name).trim() || undefined),
    lacks: (feature) => lacking.has(feature),
  })
  for (const style of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')))
    style.textContent = serialize(compile(style.textContent ?? ''), middleware([lower, stringify]))
  // For what Emotion writes from now on: the app's entry runs after this chunk (src/start/early.ts).
  handOver(STYLE_LOWERING, Promise.resolve([lower, prefixer]))
}
