/**
 * The entry before the app (`beforeApp`: this file, its chunk, its key on the early script's tag and the protocol's
 * BeforeApp are one name): small, none of the app (the HTTP client, the send and the reads), which
 * the early script (src/start/early.ts) imports as soon as it has something to do: a phone field
 * touched (the code leaves when the digits are in), a deep link whose data can be read at first
 * paint, or a failure its listeners caught to report.
 */
import type { BeforeApp } from '@/start/protocol'
import { pageConfig } from '@/config/page'
import { setConfig } from '@/config/store'
import { areaCodeOf } from '@/outcomes/controls'
import { getErrorExamineRead } from '@/api/getErrorExamine'
import { lookupRead } from '@/api/lookups'
import { startRead } from '@/api/adoptRead'
import { rejectedApplicationPayload } from '@/features/register/rejectedApplicationPayload'
import type { PageReads } from '@/start/pageReads'
import { SEND_MODES, sendBeforeApp } from '@/api/sendCode'
import { showChallenge } from '@/features/sms/showChallenge'
import { appReady, SHELL } from '@/start/protocol'
import { reportLater } from '@/app/reportLater'

/** config.js's settings applied when it has run and is valid (else the app says what is wrong); whether they were. */
function applyPageConfig(): boolean {
  const config = pageConfig()
  if (config?.ok) setConfig(config.config)
  return config?.ok === true
}

/**
 * Send the code for a tap on `button` (a prerendered get-code button, src/features/sms/SmsCodeButton.tsx,
 * whose `data-sms-send` says which send it makes) with what its form's fields hold now: the same send the
 * app makes (src/api/sendCode.ts), which the app adopts once ready (busy, then the message and
 * the countdown: useSendCode). Returns true when the tap is answered (a send started, or already on its
 * way); false when it is the app's to answer once ready (the phone's problem, the countdown, an invalid
 * config.js, the app ready).
 */
/** The button's SendAs as it rendered it (a broken attribute: the app answers the tap). */
function sendAsOf(button: HTMLElement): { scope?: unknown; mode?: unknown; emptyMessage?: string } {
  try {
    const said = JSON.parse(button.getAttribute(SHELL.smsSend) ?? '{}') as Record<string, unknown>
    return {
      scope: said['scope'],
      mode: said['mode'],
      emptyMessage: typeof said['emptyMessage'] === 'string' ? said['emptyMessage'] : undefined,
    }
  } catch {
    return {}
  }
}

function sendFromShell(button: HTMLElement): boolean {
  if (appReady(document.documentElement)) return false
  const { scope, mode: said, emptyMessage } = sendAsOf(button)
  const mode = SEND_MODES.find((m) => m === said)
  const form = button.closest('form')
  const phone = form?.querySelector<HTMLInputElement>('input[name="phone"]')
  if (typeof scope !== 'string' || !scope || !mode || !phone) return false
  // config.js has run and is valid; else the app decides (it shows what is wrong with it).
  if (!applyPageConfig()) return false
  const area = form?.querySelector<HTMLSelectElement>('select[aria-label="区号"]')
  const areaCode = areaCodeOf(area?.value)
  return sendBeforeApp(scope, { phone: phone.value, areaCode, mode, emptyMessage, showChallenge })
}

/**
 * A deep link's data at first paint (`/company?id=edit`: the earlier application and the form's
 * lists), not after the app has started: the early script (src/start/early.ts) calls this with
 * the plan's reads (src/start/plan.ts) once config.js has run. The app's queries adopt these
 * reads (src/api/adoptRead.ts). Reads nothing where config.js is missing or invalid (the app says what is wrong) or once the app is
 * ready (it reads for itself).
 */
function readBeforeApp(reads: PageReads): void {
  if (appReady(document.documentElement) || !applyPageConfig()) return
  if (reads.rejected) startRead(getErrorExamineRead(rejectedApplicationPayload(reads.rejected)))
  for (const name of reads.lookups) startRead(lookupRead(name))
}

/**
 * A failure the early script's listeners (the page's only ones) caught, reported as the app's are,
 * to config.js's apiBase (it has run: the early script waits for it). The sender loads on demand
 * (src/app/onDemand.ts, no React), as the app's reports do: a module both entries imported
 * statically would tie this entry to the app's chunks.
 */
function reportBeforeApp(kind: string, failure: unknown): void {
  applyPageConfig()
  reportLater(kind, failure)
}

export { readBeforeApp, reportBeforeApp, sendFromShell }

// The exports the early script calls, held to the protocol's types (src/start/protocol.ts): a type check (the build drops the expression).
void ({ sendFromShell, readBeforeApp, reportBeforeApp } satisfies BeforeApp)
