/**
 * Mutation testing of the pure core: the decisions (src/outcomes/), the start-up plan (src/start/) and the
 * stored values (src/session/). Stryker changes one thing in that code at a time (a condition, a constant, a
 * branch) and runs the core's own unit tests; a change no test notices is a gap in what they catch.
 * Run: `npm run test:mutation` (minutes on two cores; not part of `npm test`). Report: reports/mutation/.
 * Stryker because it is maintained and is the one JavaScript mutation tool with a Vitest runner.
 */
export default {
  testRunner: 'vitest',
  // The repo's own Vitest setup (its node and DOM projects) with only the core's own tests: the component tests
  // import the core too, but running them per mutant would take hours. Of those, each mutant runs the tests that reach it.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // A mutant of a module-level value (a row's id or spec text, a constant table) needs a fresh module graph and
  // every test of its file's importers: thousands of them made a run take hours. They are reported as Ignored.
  ignoreStatic: true,
  mutate: [
    'src/outcomes/**/*.ts',
    'src/start/**/*.ts',
    'src/session/**/*.ts',
    '!**/*.test.ts',
    // The early script runs inlined in a page before the app and has no unit tests: the end-to-end suite covers it.
    '!src/start/early.ts',
  ],
  // Vitest already runs one worker per Stryker process; two processes is what the 2-core machine has.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox copy needs the sources and configs, not build outputs.
  ignorePatterns: ['dist', 'dist-maps', '.ssr', 'bench/baseline/dist', 'test-results', '.test-results', 'playwright-report', 'reports'],
  tempDirName: '.stryker-tmp',
}
