import type { Plugin } from 'vite'
import { clientBuild } from './clientBuild.ts'

/**
 * The chunk layout of the client build, as explicit module lists (scripts/build/chunks.test.ts
 * fails when a listed module no longer exists, so a rename cannot silently drop one). A name
 * ending in `/` is a folder: every module in it.
 */
type ModuleList = readonly string[]

const CHAKRA = '@chakra-ui/react/dist/esm/components/'

/** The recipes src/app/system.ts builds the system with (scripts/build/chunks.test.ts holds the two lists equal). */
export const SYSTEM_RECIPES = ['button', 'heading', 'icon', 'link', 'spinner'] as const

/** Whether a module id (an absolute path) is one the list names. */
export function inList(list: ModuleList): (id: string) => boolean {
  return (id) => {
    const path = id.replaceAll('\\', '/')
    return list.some((name) => (name.endsWith('/') ? path.includes(`/${name}`) : path.endsWith(`/${name}`)))
  }
}

/**
 * Small modules the login card's first render needs and many screens share (Chakra's layout
 * primitives and spinner, the outcomes core's control rules and jump_url rule): they go with the
 * entry rather than in tiny chunks of their own, each a request and a gzip stream.
 */
export const WITH_THE_ENTRY: ModuleList = [
  ...['box/', 'flex/', 'stack/', 'text/', 'spinner/'].map((dir) => CHAKRA + dir),
  'src/outcomes/controls.ts',
  'src/outcomes/navigation.ts',
  'src/features/ui/LiveStatus.tsx',
  'src/features/forms/adopt.ts',
]

/** The recipes the system is built with go with it (SYSTEM_CHUNK): its closure does not follow the theme's recipes. */
export const WITH_THE_SYSTEM: ModuleList = SYSTEM_RECIPES.map((name) => `@chakra-ui/react/dist/esm/theme/recipes/${name}.js`)

/**
 * What the login card's first render loads beyond the entry and many screens share (the header,
 * footer and tab bar, the hooks every form uses, Chakra's button with its loader, link, image and
 * heading, the form rules every form screen reads and Zag's shared helpers): one
 * chunk rather than a dozen small ones, each a request and a gzip stream of its own. Not in the entry's
 * chunk: these import chunks that import the entry's, and a cycle between chunks breaks their
 * evaluation order.
 */
export const LOGIN_CARD_MODULES: ModuleList = [
  ...['SiteHeader', 'SiteFooter', 'AgreementLinkPair'].map((name) => `src/features/layout/${name}.tsx`),
  'src/features/ui/TabBar.tsx',
  ...['LoginScreen', 'LoginCardParts', 'useLoginFlow', 'QrPanel', 'QrLoading', 'CardHeading'].map(
    (name) => `src/features/login/${name}.tsx`,
  ),
  ...['useInFlight', 'useNow', 'decisions', 'useConfig', 'useDeviceControls'].map((name) => `src/app/${name}.ts`),
  'src/start/greeting.ts',
  ...['button/button.js', 'link/link.js', 'image/image.js', 'heading/index.js'].map((file) => CHAKRA + file),
  ...['loader/', 'span/', 'absolute-center/'].map((dir) => CHAKRA + dir),
  'src/outcomes/forms.ts',
  '@zag-js/dom-query/dist/shared.mjs',
]

export const LOGIN_CARD = { name: 'card', test: inList(LOGIN_CARD_MODULES), includeDependenciesRecursively: false }

/**
 * The app's entry chunk: the entry's static closure (the group below), under the name vite.config.ts
 * gives index.html's input, so that they are one chunk and the tests can hold it (e2e/hold.ts).
 */
export const APP_ENTRY_CHUNK = 'shell'
/** The chunk of the entry before the app (its input's name in vite.config.ts) and the chunk it shares with the app's (below). */
export const BEFORE_APP_CHUNK = 'beforeApp'
export const COMMON_CHUNK = 'common'

/** The entry the early script imports to send an SMS code, or read a deep link's data, before the app is ready (src/start/early.ts). */
export const BEFORE_APP_ENTRY = 'src/beforeApp.ts'

/**
 * The Chakra system's module, an entry of its own: the early script imports it and builds the system
 * while the app's entry is still downloading (src/start/early.ts, 7), so that work is not left for after.
 */
export const SYSTEM_ENTRY = 'src/app/system.ts'
export const SYSTEM_CHUNK = 'system'

/** React's and Emotion's modules: the system's chunk runs before they have arrived, so nothing that imports them goes in it. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@emotion)[\\/]/
/** The theme's recipes, which the closures below do not follow (the system's own are named in WITH_THE_SYSTEM). */
const THEME_RECIPES = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/

type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }

/**
 * One chunk for everything the app's entry imports statically. Rolldown otherwise
 * splits the modules the entry shares with lazy chunks into a dozen common
 * chunks, which gzip worse apart and cost a request each on every first load.
 * The plugin records the static import closures when the graph is complete; the
 * groups capture exactly those modules (not their other dependencies). Chakra's
 * theme barrel re-exports every recipe: recipes are leaves the closure does not
 * follow, so the ones only lazy screens use stay with those screens
 * (src/features/ui/styled/), and the system's own go with it by name (WITH_THE_SYSTEM).
 *
 * The Chakra system (SYSTEM_ENTRY) is a chunk of its own that the entry imports: what its
 * closure needs without React (the styled system, the theme's tokens, the recipes it is built
 * with), small enough to arrive well before the entry and be built meanwhile.
 *
 * What runs before the app (BEFORE_APP_ENTRY: the early send, a deep link's reads) must not
 * wait for the app: what it shares with the entry (valibot, the config, storage, the control
 * rules) is a chunk of its own that both import (`common`, in every first load), and what
 * only it and the screens that call the API need (the HTTP client, ofetch, the send, the reads)
 * is the entry's own chunk (`beforeApp`, the name of that entry everywhere). The tests hold the
 * app's code by these two names (e2e/hold.ts, APP_CHUNKS).
 */
export function entryClosureChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  const app = new Set<string>()
  const early = new Set<string>()
  const system = new Set<string>()
  const plugin: Plugin = {
    name: 'home:entry-closure-chunk',
    apply: clientBuild,
    buildEnd() {
      const collect = (into: Set<string>, id: string) => {
        if (into.has(id) || THEME_RECIPES.test(id)) return
        into.add(id)
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) collect(into, dep)
      }
      app.clear()
      early.clear()
      system.clear()
      let systemEntry: string | undefined
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.isEntry) continue
        const path = id.replaceAll('\\', '/')
        if (path.endsWith(SYSTEM_ENTRY)) systemEntry = id
        collect(path.endsWith(BEFORE_APP_ENTRY) ? early : id === systemEntry ? system : app, id)
      }
      // What the system's closure shares with React's code (Chakra's barrels lead to its components) stays with
      // the entry: every module that imports React or Emotion, directly or through others (the theme's recipes
      // left out, as in collect()), found from React's modules up through their importers.
      const reachesReact = new Set([...this.getModuleIds()].filter((id) => REACT.test(id)))
      for (const id of reachesReact)
        for (const importer of this.getModuleInfo(id)?.importers ?? []) if (!THEME_RECIPES.test(importer)) reachesReact.add(importer)
      for (const id of system) if (id !== systemEntry && reachesReact.has(id)) system.delete(id)
      if (early.size === 0) throw new Error(`entry-closure-chunk: ${BEFORE_APP_ENTRY} is not an entry of the build`)
      if (system.size === 0) throw new Error(`entry-closure-chunk: ${SYSTEM_ENTRY} is not an entry of the build`)
    },
  }
  const withTheEntry = inList(WITH_THE_ENTRY)
  const withTheSystem = inList(WITH_THE_SYSTEM)
  const inSystem = (id: string) => (system.has(id) || withTheSystem(id)) && !early.has(id)
  const inApp = (id: string) => (app.has(id) || withTheEntry(id)) && !inSystem(id)
  const shared = (id: string) => early.has(id) && (app.has(id) || withTheEntry(id) || system.has(id))
  return {
    plugin,
    groups: [
      { name: COMMON_CHUNK, test: shared, includeDependenciesRecursively: false },
      { name: SYSTEM_CHUNK, test: inSystem, includeDependenciesRecursively: false },
      { name: BEFORE_APP_CHUNK, test: (id) => early.has(id) && !shared(id), includeDependenciesRecursively: false },
      { name: APP_ENTRY_CHUNK, test: (id) => inApp(id) && !early.has(id), includeDependenciesRecursively: false },
    ],
  }
}
