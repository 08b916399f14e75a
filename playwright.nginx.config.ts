import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS, E2E_RUN, E2E_USE } from './e2e/chromium'

/**
 * End-to-end tests against a real nginx running deploy/nginx.conf in front of
 * the production build (dist/), with the demo back end as its /home/api/
 * upstream (e2e/nginx/global-setup.ts starts and stops both). `npm test` runs
 * them after the other end-to-end tests; alone: `npx playwright test -c playwright.nginx.config.ts`.
 * In the full browser people have (the main suite runs its headless shell: e2e/chromium.ts).
 */
export default defineConfig({
  testDir: 'e2e/nginx',
  ...E2E_RUN,
  globalSetup: './e2e/nginx/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-nginx.json' }]],
  outputDir: 'test-results/nginx',
  use: { ...E2E_USE, launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
