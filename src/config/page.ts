import { givenConfig } from './given'
import { parseConfig, type ConfigResult } from './schema'

/**
 * What the page's /home/config.js set (src/config/given.ts), parsed with the schema, for the app's
 * start (src/main.tsx) and the work before the app (src/beforeApp.ts).
 * `null` while config.js has not run (a deferred script: it runs once the document is parsed).
 */
export function pageConfig(): ConfigResult | null {
  const raw = givenConfig()
  return raw === undefined ? null : parseConfig(raw)
}
