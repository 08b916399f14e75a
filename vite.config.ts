import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import routerConfig from './tsr.config.json' with { type: 'json' }
import { BUILD_TARGETS } from './scripts/build/browsers.ts'
import { legacyChunk, type LegacyChunk } from './scripts/build/legacy.ts'
import { arkPartsAsNamespaces, lazyChakraGlobalCss, pureAnatomies } from './scripts/build/chakra.ts'
import { withoutFormGroups } from './scripts/build/tanstackForm.ts'
import { stylesAdoptedInPlace } from './scripts/build/emotion.ts'
import { chunkReport } from './scripts/build/chunk-report.ts'
import { APP_ENTRY_CHUNK, BEFORE_APP_CHUNK, BEFORE_APP_ENTRY, entryClosureChunk, LOGIN_CARD, SYSTEM_CHUNK, SYSTEM_ENTRY } from './scripts/build/chunks.ts'
import { contentSecurityPolicy } from './scripts/build/csp.ts'
import { staticRoutes } from './scripts/build/html.ts'
import { demoDevServer } from './src/mocks/devServer.ts'

const chunks = entryClosureChunk()
const TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
/**
 * The tests that need no page: they say so in their leading comments, and the node project runs them.
 * (Not only on the first line: Stryker's sandbox puts a `// @ts-nocheck` above it.)
 */
const NODE_TESTS = ['src', 'scripts'].flatMap((dir) =>
  readdirSync(path.resolve(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /^(\/\/[^\n]*\n)*\/\/ @vitest-environment node\n/.test(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')),
    ),
)
// The old engines' chunk, built with the bundle and named to the early script in every page.
const legacy: LegacyChunk = { file: null }

export default defineConfig(({ command }) => ({
  base: '/home/',
  plugins: [
    tanstackRouter({ ...routerConfig, target: 'react' }),
    react(),
    lazyChakraGlobalCss(),
    pureAnatomies(),
    arkPartsAsNamespaces(),
    withoutFormGroups(),
    stylesAdoptedInPlace(),
    demoDevServer(),
    contentSecurityPolicy(),
    legacyChunk(legacy),
    staticRoutes(legacy),
    chunkReport(),
    chunks.plugin,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim for older Reacts.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      // TanStack Form's devtools reporting is for development: a build gets a client that does nothing.
      ...(command === 'build'
        ? [{ find: /^@tanstack\/devtools-event-client$/, replacement: path.resolve(import.meta.dirname, 'src/app/devtoolsEventClient.ts') }]
        : []),
    ],
  },
  // The photo worker (src/features/upload/downscale.worker.ts) as a module with chunks of its own:
  // browser-image-compression is fetched only by an engine that cannot decode at a size, or for a PNG.
  worker: { format: 'es' },
  build: {
    manifest: true,
    // The floor (package.json's browserslist, docs/browsers.md: The floor): syntax for Safari 14 and Firefox 115; Chromium as 91 (scripts/build/browsers.ts).
    target: BUILD_TARGETS,
    // Maps for every chunk, named by no file (no sourceMappingURL): scripts/build/release.ts moves them out of dist/ to dist-maps/<release>/.
    sourcemap: 'hidden',
    // An engine without modulepreload (Safari before 17, Firefox before 115) fetches a chunk when it imports it: slower, never broken.
    // A dynamic import's own chunk is fetched by the import alone, not also by a modulepreload: WebKit keeps a failed
    // modulepreload for the page's life, so the retry of src/app/onDemand.ts could not fetch it again (its imports still preload).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file) },
    // Chakra's theme module builds its default config with defineConfig (an
    // identity function) at module level; marking it pure lets the recipes this
    // app does not use (src/app/system.ts) drop out of the bundle. Zag's createAnatomy
    // likewise, for the parts of components nothing renders.
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
        // Emotion imports hoist-non-react-statics for its side effects only, for withTheme, which nothing here uses.
        moduleSideEffects: (id) => (/node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined),
      },
      // The app (index.html, whose chunk is its static closure's group) and the entry that runs before it
      // (the early script imports it by the URL its tag's data-app gives, with its exports).
      input: {
        [APP_ENTRY_CHUNK]: path.resolve(import.meta.dirname, 'index.html'),
        [BEFORE_APP_CHUNK]: path.resolve(import.meta.dirname, BEFORE_APP_ENTRY),
        [SYSTEM_CHUNK]: path.resolve(import.meta.dirname, SYSTEM_ENTRY),
      },
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: { groups: [...chunks.groups, LOGIN_CARD] } },
    },
  },
  test: {
    restoreMocks: true,
    // Vitest keeps a core free by default: one worker on a 2-core machine. Tests wait on states,
    // not the clock, so two share the cores (npm test's unit step: 95 s -> 60 s here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Tests wait on states (findBy…, waitFor), never on time: these are ceilings for a busy
    // machine, not what a passing test takes (vitest.setup.ts sets Testing Library's the same way).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two projects, so that a test of the pure core or of a build script does not load a page, Testing
    // Library, Motion and the demo back end: node (a file whose leading comments say `// @vitest-environment node`,
    // vitest.setup.node.ts, where the project's code reading a page's global fails the test) and
    // dom (every other test: happy-dom, vitest.setup.ts).
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS, setupFiles: ['./vitest.setup.node.ts'] } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
}))
