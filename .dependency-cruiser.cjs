/**
 * Layers that point one way, and no import circle (README.md's map, docs/how-it-is-built.md: Folders). `npm run lint` runs it.
 * From the ground up: the words (src/words) < the core (domain and config < session < outcomes) < src/start < src/api < src/app < src/features
 * < routes < the entries (src/main.tsx, src/beforeApp.ts, src/prerender.tsx). A layer imports only the ones below it.
 */

// A test may hold a layer to the ones above it (src/start/plan.test.ts checks the plan against the router): it ships in no bundle.
const TESTS = '[.]test[.]tsx?$'
// The entries of the build (vite.config.ts's inputs and index.html's script, scripts/build/prerender.ts's bundle): the top.
const ENTRIES = 'src/(main|beforeApp|prerender)[.]tsx?$'
// The router's generated route tree, which imports every route: the one exception to the layers (route-tree-from-the-router).
const ROUTE_TREE = 'src/routeTree[.]gen[.]ts$'
/** A layer rule's target: the layers above it, any of them. */
const above = (...layers) => `^(${layers.join('|')})`

module.exports = {
  forbidden: [
    {
      name: 'words-import-nothing',
      comment:
        'src/words holds every word the product writes (docs/languages.md): data and its types, under everything; it imports nothing else of the repo.',
      severity: 'error',
      from: { path: '^src/words/', pathNot: TESTS },
      to: { path: '^(src/(?!words/)|routes/|scripts/|e2e/|bench/)' },
    },
    {
      name: 'core-imports-up',
      comment:
        "src/outcomes, src/session, src/domain and src/config are the pure core: they import nothing, types included, from the start-up, the network, the app, the screens, the routes, the old engines' chunk or an entry.",
      severity: 'error',
      from: { path: '^src/(outcomes|session|domain|config)/', pathNot: TESTS },
      to: { path: above('src/(start|api|app|features|oldEngines)/', 'routes/', ENTRIES) },
    },
    {
      name: 'session-imports-outcomes',
      comment:
        'Within the core, src/session applies the storage a decision asks for: it imports no decision (src/outcomes imports its names and kept shapes, src/session/keys.ts).',
      severity: 'error',
      from: { path: '^src/session/', pathNot: TESTS },
      to: { path: '^src/outcomes/' },
    },
    {
      name: 'ground-imports-core',
      comment:
        'src/domain (the pages, the shared schemas) and src/config (config.js, parsed) are the ground: nothing of the storage or the decisions.',
      severity: 'error',
      from: { path: '^src/(domain|config)/', pathNot: TESTS },
      to: { path: '^src/(session|outcomes)/' },
    },
    {
      name: 'start-imports-up',
      comment:
        "src/start is pure code shared by the early script and the app: it may import the core, not the network, the app, the screens, the routes, the old engines' chunk or an entry (they are reached by URL, from the early script's data-app).",
      severity: 'error',
      from: { path: '^src/start/', pathNot: TESTS },
      to: { path: above('src/(api|app|features|oldEngines)/', 'routes/', ENTRIES) },
    },
    {
      name: 'api-imports-up',
      comment:
        "src/api is the network (the client, a file per call, the send of a code and the reads before the app): it may import the core and src/start, not the app or the screens; what it needs of them is given by the caller (sendCode's showChallenge).",
      severity: 'error',
      from: { path: '^src/api/', pathNot: TESTS },
      to: { path: above('src/(app|features|oldEngines)/', 'routes/', ENTRIES) },
    },
    {
      name: 'app-imports-up',
      comment:
        "src/app is what every screen stands on (the app's start-up, router, query client, on-demand loader, toasts, hooks): it imports no screen, route or entry. Its router reaches the routes only through the generated route tree (route-tree-from-the-router).",
      severity: 'error',
      from: { path: '^src/app/', pathNot: TESTS },
      to: { path: above('src/(features|oldEngines)/', 'routes/', ENTRIES) },
    },
    {
      name: 'features-imports-up',
      comment:
        'src/features holds the screens and their parts: they import no route and no entry (a route renders a screen, not the other way).',
      severity: 'error',
      from: { path: '^src/features/', pathNot: TESTS },
      to: { path: above('src/oldEngines/', 'routes/', ENTRIES) },
    },
    {
      name: 'routes-imports-up',
      comment: "routes/ are thin (a search schema and the screen): they import no entry and not the old engines' chunk.",
      severity: 'error',
      from: { path: '^routes/', pathNot: TESTS },
      to: { path: above('src/oldEngines/', ENTRIES) },
    },
    {
      name: 'route-tree-from-the-router',
      comment:
        "The generated route tree imports every route: only the router (src/app/router.tsx) imports it, the one import from src/app that reaches above it, as the router's circle is the one no-circular allows.",
      severity: 'error',
      from: { pathNot: ['^src/app/router[.]tsx$', TESTS] },
      to: { path: `^${ROUTE_TREE}` },
    },
    {
      name: 'old-engines-imports-up',
      comment:
        "src/oldEngines is the old engines' own chunk (scripts/build/legacy.ts), run before the app: like src/start it imports only src/start and the core.",
      severity: 'error',
      from: { path: '^src/oldEngines/', pathNot: TESTS },
      to: { path: above('src/(api|app|features)/', 'routes/', ENTRIES) },
    },
    {
      name: 'demo-only-from-the-demo',
      comment:
        'src/mocks is the demo back end: imported by tests, the test helpers and src/main.tsx (its worker, in development only), never by shipped code.',
      severity: 'error',
      from: { path: '^(src|routes)/', pathNot: [TESTS, '^src/(mocks|test)/', '^src/main[.]tsx$'] },
      to: { path: '^src/mocks/' },
    },
    {
      name: 'test-helpers-only-from-tests',
      comment: "src/test holds the tests' helpers: imported by tests and the demo back end, never by shipped code.",
      severity: 'error',
      from: { path: '^(src|routes)/', pathNot: [TESTS, '^src/(mocks|test)/'] },
      to: { path: '^src/test/' },
    },
    {
      name: 'demo-imports-up',
      comment:
        "The demo back end answers as a server would: it may import the API's schemas, the core and the protocol, not the app, the screens, the routes or an entry.",
      severity: 'error',
      from: { path: '^src/mocks/', pathNot: TESTS },
      to: { path: above('src/(app|features|oldEngines)/', 'routes/', ENTRIES) },
    },
    {
      name: 'shipped-imports-tooling',
      comment:
        'What ships (src/ but the demo and the test helpers, routes/) imports nothing of the build, the measures or the end-to-end tests (scripts/, e2e/, bench/).',
      severity: 'error',
      from: { path: '^(src|routes)/', pathNot: [TESTS, '^src/(mocks|test)/'] },
      to: { path: '^(scripts|e2e|bench)/' },
    },
    {
      name: 'no-circular',
      comment: "An import circle; the only one allowed is the router's with its generated route tree (src/routeTree.gen.ts).",
      severity: 'error',
      from: {},
      to: { circular: true, viaNot: `^${ROUTE_TREE}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-maps|[.]ssr|node_modules)/' },
    // Type-only imports count: a type from the app in the core is an upward import too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
