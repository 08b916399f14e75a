import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import type { SystemEntry } from '@/start/protocol'
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system'
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

/** Colour palettes nothing here paints (no screen, recipe or semantic token of ours uses them). */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink'])
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T

/**
 * The Chakra system built from the recipes /home/login paints first, not the
 * default system with every recipe (performance budget of /home/login). The
 * other components the app uses take their recipe along from
 * src/features/ui/styled/ and load it with the screen that needs it. Palettes
 * no screen uses are left out: fewer CSS variables in every page and less work
 * building the system.
 */
// Built when the system is (appSystem), never at module load: the production bundle may evaluate
// this module before Chakra's recipe modules have run (the bundler initialises modules lazily),
// and a config built here would hold `undefined` for every recipe —
// every Button, Heading, Link, Spinner rendered in the browser would lose its styles while the
// prerendered ones kept theirs (e2e/styles.spec.ts).
const makeConfig = () =>
  defineConfig({
    preflight: true,
    // No cascade layers and tokens on :root, not :where(): engines before Chromium 99 / Safari 15.4
    // drop a whole @layer block, and :where() comes with Chromium 88 (docs/browsers.md: Styles).
    // The cascade is then the styles' source order, which Emotion keeps.
    disableLayers: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':root',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      // AA contrast (4.5:1) for the brand colour and error text on white.
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...withoutUnusedPalettes(semanticTokens.colors),
          orange: {
            ...semanticTokens.colors.orange,
            solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
            // A focus ring at least 3:1 on white (orange.500 is 2.8:1).
            focusRing: { value: { _light: '{colors.orange.600}', _dark: '{colors.orange.500}' } },
          },
          fg: {
            ...semanticTokens.colors.fg,
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          },
        },
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
    },
  })

let system: SystemContext | undefined

/**
 * The app's Chakra system, built on first use. Building it is the largest
 * single piece of start-up work (a tenth of a second on a slow phone): the
 * early script does it in a task of its own once this module's chunk is in,
 * while the app's entry still downloads (src/start/early.ts, 7); the entry
 * point, where that did not happen. Measured as `home:createSystem` (User
 * Timing, `PERF_PROFILE=1 npm run perf`).
 */
export function appSystem(): SystemContext {
  if (!system) {
    performance.mark('home:createSystem:start')
    system = createSystem(defaultBaseConfig, makeConfig())
    performance.measure('home:createSystem', 'home:createSystem:start')
  }
  return system
}

/**
 * For a page whose HTML already carries the system's global CSS (every page
 * of the build: scripts/build/prerender.ts renders it into <head>, src/prerender.tsx
 * marks it as in place for Emotion). ChakraProvider then neither computes that CSS
 * (about 40 % of the work of building the system: see lazyChakraGlobalCss in
 * scripts/build/chakra.ts) nor inserts it a second time.
 */
export function appSystemOverPrerenderedCss(): SystemContext {
  const built = appSystem()
  Object.defineProperty(built, '_global', { value: [], configurable: true })
  return built
}

/**
 * A colour token's fixed value (`--chakra-colors-gray-900` → `#18181b`; a semantic token's light
 * value, the only mode here), or undefined where it is none (a palette's variables depend on the
 * element). For the build's style lowering (src/oldEngines/lowerCss.ts, src/prerender.tsx).
 */
export function fixedColor(system: SystemContext, name: string): string | undefined {
  const vars = (system.tokens as unknown as { cssVarMap: Map<string, Map<string, string>> }).cssVarMap
  let value: string | undefined = name
  for (let hops = 0; value !== undefined && hops < 8; hops++) {
    const variable = /^var\((--[\w-]+)\)$/.exec(value)
    if (hops > 0 && !variable) return value
    const key: string = hops === 0 ? value : variable![1]!
    if (key.includes('color-palette')) return undefined
    value = vars.get('base')?.get(key) ?? vars.get('_light')?.get(key)
  }
  return undefined
}

// The export the early script calls, held to the protocol's type (src/start/protocol.ts): a type check (the build drops the expression).
void ({ appSystem } satisfies SystemEntry)
