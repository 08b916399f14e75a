import { defineConfig } from '@playwright/test'
import { E2E_RUN } from './e2e/chromium'
import type { Engine } from './e2e/engines/lane'

/**
 * The engine lanes (e2e/engines, docs/browsers.md), one run: the core journeys against the production
 * build and the demo back end, with the Chromium suite's page objects, reached through
 * e2e/engines/page.ts (see lane.ts).
 * - Cross-engine: the real engines of Debian, WebKit (WebKitGTK through WebKitWebDriver, as WeChat
 *   on an iPhone, 390 px) and Firefox ESR (over WebDriver BiDi, a desktop at 1280 px).
 * - Old engines: the old Chromium builds that npm packages ship, spoken to with a puppeteer-core of
 *   their age (e2e/engines/chromium.ts): 86 (360 Secure Browser 13, the X5 era) on a desktop and as
 *   QQ Browser on an Android phone, 92, and 108 (before color-mix()). Each also holds the look
 *   against current Chromium (e2e/engines/look.spec.ts). 84, below the floor, shows only the message.
 * One run packs the six engines onto E2E_RUN's three workers (166–181 s, against 197 s on two, the same day; one
 * run keeps every worker busy to the end, where one lane after the other leaves one waiting alone: docs/testing.md). One lane alone: `--project webkit --project firefox`, or `--project 'chromium*'`.
 * `npm test` builds first and installs the engines (scripts/test/test-all.mjs).
 */
export default defineConfig<{ engine: Engine }>({
  ...E2E_RUN,
  testDir: 'e2e/engines',
  // A worker runs one project's files one after another, with its own browser and server (lane.ts).
  fullyParallel: false,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-engines.json' }]],
  outputDir: 'test-results/engines',
  projects: [
    // The look against current Chromium is the old builds' (look.spec.ts).
    { name: 'webkit', use: { engine: 'webkit' }, testIgnore: ['look.spec.ts', 'below-floor.spec.ts'] },
    // A desktop: the phones' checks (PHONES, e2e/engines/lane.ts) are not its.
    { name: 'firefox', use: { engine: 'firefox' }, testIgnore: ['look.spec.ts', 'below-floor.spec.ts'], grepInvert: /@phone/ },
    // Below the floor: the message in each language, nothing else (it runs none of the app).
    { name: 'chromium84', use: { engine: 'chromium84' }, testMatch: 'below-floor.spec.ts' },
    // The floor runs every journey; 92 and 108 the look, a sign-in, the uploads and the lane's check (EVERY_BUILD in e2e/engines/lane.ts).
    ...(['chromium86', 'chromium86-phone', 'chromium92', 'chromium108'] as const).map((engine) => ({
      name: engine,
      use: { engine },
      testIgnore: ['below-floor.spec.ts'],
      ...(engine.startsWith('chromium86') ? {} : { grep: /@every-build/ }),
      // The desktops leave the phones' checks out (PHONES, e2e/engines/lane.ts).
      ...(engine === 'chromium86-phone' ? {} : { grepInvert: /@phone/ }),
    })),
  ],
})
