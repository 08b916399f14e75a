import { existsSync } from 'node:fs'

/**
 * Debian's Chromium and the flags it runs with: the browser people have, for the suite against
 * nginx (playwright.nginx.config.ts), the budget, Lighthouse (scripts/measure/perf.ts and
 * usable.ts), the docs' screenshot and the old builds' look reference (e2e/engines/chromium.ts).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The same Chromium build without its browser around it (Debian's `chromium-headless-shell`, the
 * headless mode Playwright itself runs by default), for the main suite (playwright.config.ts): half
 * its time on this machine. CHROMIUM_SHELL_PATH names another; where none is installed, or only
 * CHROMIUM_PATH is set (another Chromium to test), the main suite runs in CHROMIUM.
 */
const SHELL = process.env.CHROMIUM_SHELL_PATH ?? (process.env.CHROMIUM_PATH ? CHROMIUM : '/usr/bin/chromium-headless-shell')
const CHROMIUM_SHELL = existsSync(SHELL) ? SHELL : CHROMIUM

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
 * What the Chromium runs share (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium (its headless shell unless a configuration says otherwise), a Chinese locale and time
 * zone, and reduced motion (framer-motion is off where timing matters; e2e/motion.spec.ts turns it
 * on).
 */
export const E2E_USE = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  reducedMotion: 'reduce',
  trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  launchOptions: { executablePath: CHROMIUM_SHELL, args: CHROMIUM_ARGS },
} as const

/**
 * The run settings every configuration shares: three workers on the two cores (a test waits on requests, timers and
 * the other browser part of its time: the Chromium suite 235–240 s with three, 252–262 s with two, interleaved on
 * this machine), no retries, the same time limits.
 */
export const E2E_RUN = {
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  // Ceilings for a busy machine (tests wait on states, requests and elements, never on time).
  timeout: 60_000,
  expect: { timeout: 20_000 },
} as const
