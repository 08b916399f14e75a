import { defineConfig } from '@playwright/test'
import { E2E_RUN } from './e2e/chromium'
import type { Engine } from './e2e/engines/lane'

/**
 * The old-engine lane (docs/browsers.md: Old Chromium builds): the cross-engine lane's core journeys (e2e/engines, the
 * same page objects) in the real old Chromium builds that npm packages ship, spoken to with a
 * puppeteer-core of their age (e2e/engines/chromium.ts): Chromium 86 (360 Secure Browser 13, the
 * X5 era) on a desktop and as QQ Browser on an Android phone, Chromium 92, and Chromium 108
 * (before color-mix()). Each also holds the look against current Chromium (e2e/engines/look.spec.ts).
 */
export default defineConfig<{ engine: Engine }>({
  ...E2E_RUN,
  testDir: 'e2e/engines',
  // One worker per engine at a time: each runs its engine's tests one after another.
  workers: 2,
  fullyParallel: false,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-old-engines.json' }]],
  outputDir: 'test-results/old-engines',
  // The floor runs every journey; 92 and 108 the look, a sign-in, the uploads and the lane's check (EVERY_BUILD in e2e/engines/lane.ts).
  projects: (['chromium86', 'chromium86-phone', 'chromium92', 'chromium108'] as const).map((engine) => ({
    name: engine,
    use: { engine },
    ...(engine.startsWith('chromium86') ? {} : { grep: /@every-build/ }),
    // The desktops leave the phones' checks out (PHONES, e2e/engines/lane.ts).
    ...(engine === 'chromium86-phone' ? {} : { grepInvert: /@phone/ }),
  })),
})
