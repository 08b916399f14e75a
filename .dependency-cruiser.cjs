/** Layers that point one way, and no import circle (docs/packages.md). `npm run lint` runs it. */

// A test may hold a layer to the ones above it (src/start/plan.test.ts checks the plan against the router): it ships in no bundle.
const TESTS = '[.]test[.]tsx?$'

module.exports = {
  forbidden: [
    {
      name: 'core-imports-up',
      comment:
        'src/outcomes, src/session, src/domain and src/config are the pure core: they import nothing, types included, from the app, the screens, the network, the start-up, the routes, the demo back end or the test helpers.',
      severity: 'error',
      from: { path: '^src/(outcomes|session|domain|config)/', pathNot: TESTS },
      to: { path: '^(src/(app|features|api|start|mocks|test)/|routes/)' },
    },
    {
      name: 'start-imports-up',
      comment:
        'src/start is pure code shared by the early script and the app: it may import the core (outcomes, session, domain, config), not the app, the screens, the network, the routes, the demo back end or the test helpers.',
      severity: 'error',
      from: { path: '^src/start/', pathNot: TESTS },
      to: { path: '^(src/(app|features|api|mocks|test)/|routes/)' },
    },
    {
      name: 'no-circular',
      comment: "An import circle; the only one allowed is the router's with its generated route tree (src/routeTree.gen.ts).",
      severity: 'error',
      from: {},
      to: { circular: true, viaNot: '^src/routeTree[.]gen[.]ts$' },
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
