import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/chromium'

/**
 * End-to-end tests: the production build (dist/) on a plain static server
 * with the demo back end over HTTP (e2e/server.ts), driven in Debian's
 * Chromium. `npm test` builds first; `npm run test:e2e` expects a build.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The suite against nginx has its own configuration (playwright.nginx.config.ts).
  testIgnore: 'nginx/**',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    // Motion (framer-motion) is off for tests where timing matters; e2e/motion.spec.ts turns it on.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx e2e/server.ts',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/home/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
