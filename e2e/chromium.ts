/**
 * Debian's Chromium and the flags it runs with, for the end-to-end tests
 * (playwright.config.ts) and Lighthouse (scripts/perf.ts).
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
