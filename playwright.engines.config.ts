import { defineConfig } from '@playwright/test'
import { E2E_RUN } from './e2e/chromium'
import type { Engine } from './e2e/engines/lane'

/**
 * The cross-engine lane (e2e/engines): the core journeys in the real engines of Debian, WebKit
 * (WebKitGTK through WebKitWebDriver, as WeChat on an iPhone, 390 px) and Firefox ESR (over
 * WebDriver BiDi, a desktop at 1280 px), against the production build and the demo back end.
 * Playwright Test runs it; the browsers are reached through e2e/engines/page.ts (see lane.ts).
 * `npm test` builds first and installs the engines (scripts/test/test-all.mjs).
 */
export default defineConfig<{ engine: Engine }>({
  ...E2E_RUN,
  testDir: 'e2e/engines',
  // The look against current Chromium is the old-engine lane's (playwright.old-engines.config.ts).
  testIgnore: ['look.spec.ts'],
  // One worker per engine: each runs its engine's tests one after another.
  workers: 2,
  fullyParallel: false,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-engines.json' }]],
  outputDir: 'test-results/engines',
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    // A desktop: the phones' checks (PHONES, e2e/engines/lane.ts) are not its.
    { name: 'firefox', use: { engine: 'firefox' }, grepInvert: /@phone/ },
  ],
})
