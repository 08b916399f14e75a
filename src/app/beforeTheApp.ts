/**
 * What runs before the app is ready: an entry of its own (small, none of the app: the HTTP
 * client, the send and the reads), which the early script (src/start/early.ts,
 * `data-before-app`) imports as soon as it has something to do: a phone field touched (the code
 * leaves when the digits are in), a deep link whose data can be read at first paint, or a
 * failure its listeners caught to report.
 */
import type { BeforeTheApp } from '@/start/protocol'
import { pageConfig } from '@/config/page'
import { setConfig } from '@/config/store'
import { readBeforeTheApp } from '@/features/register/pageReads'
import { sendFromShell } from '@/features/sms/earlySend'
import { reportLater } from './reportLater'

/**
 * A failure the early script's listeners (the page's only ones) caught, reported as the app's are,
 * to config.js's apiBase (it has run: the early script waits for it). The sender loads on demand
 * (src/app/onDemand.ts, no React), as the app's reports do: a module both entries imported
 * statically would tie this entry to the app's chunks.
 */
function reportBeforeTheApp(kind: string, failure: unknown): void {
  const config = pageConfig()
  if (config?.ok) setConfig(config.config)
  reportLater(kind, failure)
}

export { readBeforeTheApp, reportBeforeTheApp, sendFromShell }

// The exports the early script calls, held to the protocol's types (src/start/protocol.ts): a type check (the build drops the expression).
void ({ sendFromShell, readBeforeTheApp, reportBeforeTheApp } satisfies BeforeTheApp)
