/**
 * Debian's Chromium and the flags it runs with, for the end-to-end tests
 * (playwright.config.ts) and Lighthouse (scripts/measure/perf.ts).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * What every end-to-end run shares (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium, a Chinese locale and time zone, and reduced motion (framer-motion is off where timing
 * matters; e2e/motion.spec.ts turns it on).
 */
export const E2E_USE = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  reducedMotion: 'reduce',
  trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
} as const

/** The run settings both configurations share: two workers, no retries, the same time limits. */
export const E2E_RUN = {
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings for a busy machine (tests wait on states, requests and elements, never on time).
  timeout: 60_000,
  expect: { timeout: 20_000 },
} as const
