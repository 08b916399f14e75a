import { parseConfig, type ConfigResult } from './schema'

declare global {
  interface Window {
    __HOME_CONFIG__?: unknown
  }
}

/**
 * What the page's /home/config.js set (`window.__HOME_CONFIG__`), parsed: the one reader of it,
 * for the app's start (src/main.tsx) and the send before the app (src/features/sms/earlySend.ts).
 * `null` while config.js has not run (a deferred script: it runs once the document is parsed).
 */
export function pageConfig(): ConfigResult | null {
  return window.__HOME_CONFIG__ === undefined ? null : parseConfig(window.__HOME_CONFIG__)
}
