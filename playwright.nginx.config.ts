import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/chromium'

/**
 * End-to-end tests against a real nginx running deploy/nginx.conf in front of
 * the production build (dist/), with the demo back end as its /home/api/
 * upstream (e2e/nginx/global-setup.ts starts and stops both). `npm test` runs
 * them after the other end-to-end tests; alone: `npx playwright test -c playwright.nginx.config.ts`.
 */
export default defineConfig({
  testDir: 'e2e/nginx',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/nginx/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-nginx.json' }]],
  outputDir: 'test-results/nginx',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
