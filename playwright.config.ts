import { defineConfig, devices } from '@playwright/test'
import { E2E_RUN, E2E_USE } from './e2e/chromium'

/**
 * End-to-end tests: the production build (dist/) on a plain static server
 * with the demo back end over HTTP (e2e/server.ts), driven in Debian's
 * Chromium's headless shell (e2e/chromium.ts). `npm test` builds first;
 * `npm run test:e2e` expects a build.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'e2e',
  ...E2E_RUN,
  // The suite against nginx and the engine lanes have their own configurations
  // (playwright.nginx.config.ts, playwright.engines.config.ts).
  testIgnore: ['nginx/**', 'engines/**'],
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    ...E2E_USE,
    baseURL: `http://127.0.0.1:${PORT}`,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx e2e/server.ts',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/home/login`,
    // A server left by an interrupted run serves the dist/ it started with (sirv reads the file
    // list once), not the one `npm test` has just built: start a fresh one unless asked to reuse.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
