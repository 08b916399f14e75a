/**
 * The old engines' chunk, after its polyfills (scripts/build/legacy.ts puts the core-js modules of
 * src/outcomes/engine.ts's rows before this module): loaded by the early script, before the app,
 * only in an engine that fails one of those rows' tests. Where the engine lacks a CSS feature
 * Chakra's styles use, the prerendered styles are lowered in place and the app's Emotion cache
 * lowers what it writes (src/legacy/lowerCss.ts, legacy mode).
 */
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'
import { LEGACY_FEATURES, probeOf } from '@/outcomes/engine'
import { handOverStylisPlugins } from './handoff'
import { lowerCss } from './lowerCss'

const probe = probeOf(globalThis)
const stylesLack = LEGACY_FEATURES.some((f) => f.polyfills.some((p) => p === 'css') && !f.test(probe))

if (stylesLack) {
  const root = getComputedStyle(document.documentElement)
  const lower = lowerCss({
    mode: 'legacy',
    // A token's colour as the page's own variables say (a palette's depends on the element: not fixed).
    color: (name) => (name.includes('color-palette') ? undefined : root.getPropertyValue(name).trim() || undefined),
    focusVisible: typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(:focus-visible)'),
  })
  for (const style of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')))
    style.textContent = serialize(compile(style.textContent ?? ''), middleware([lower, stringify]))
  handOverStylisPlugins([lower, prefixer])
}
