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
import { areaCodeOf, countdownRemaining, getCodeLabel } from '@/outcomes/controls'
import { languageOf, SOURCE_LANGUAGE } from '@/words/languages'
import { loadLanguage, speakFromNow } from '@/app/loadWords'
import { messageShownMs } from '@/outcomes/controls'
import { readSmsDeadline } from '@/session/sms'
import { getErrorExamineRead } from '@/api/getErrorExamine'
import { startRead } from '@/api/adoptRead'
import { lookupRead } from '@/api/lookups'
import { rejectedApplicationPayload } from '@/features/register/rejectedApplicationPayload'
import type { PageReads } from '@/start/pageReads'
import { SEND_MODES, sendBeforeApp, stillAtTheButton, type SendEnd } from '@/api/sendCode'
import { showChallenge } from '@/features/sms/showChallenge'
import { appReady, SHELL } from '@/start/protocol'
import { calm } from '@/start/busy'
import { reportLater } from '@/app/reportLater'

/** config.js's settings applied when it has run and is valid (else the app says what is wrong); whether they were. */
function applyPageConfig(): boolean {
  const config = pageConfig()
  if (config?.ok) setConfig(config.config)
  return config?.ok === true
}

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

/** Which saying of the status line is the latest: an earlier one's time up does not hide it. */
let saying = 0

/**
 * Say a send's message in the status line, where the early script said it was on its way, for as long
 * as the app's toast would show it (useSendCode says it so); nothing to say hides the line. The app,
 * once ready, does not say it again, and the line stays its time (src/start/early.ts). A page that
 * cannot start keeps saying so (the early script's alert, with its reload button).
 */
function say(message: SendEnd['message']): void {
  const line = document.getElementById(SHELL.statusId)
  if (!line || line.getAttribute('role') === 'alert') return
  const now = (saying += 1)
  line.hidden = !message
  if (!message) return
  line.textContent = message.text
  setTimeout(() => {
    if (saying === now && line.textContent === message.text) line.hidden = true
  }, messageShownMs(message.level))
}

/**
 * The button's words and state from the countdown's deadline (src/session/sms.ts), each second, until the
 * countdown ends or the app is ready: its button then counts down from the same deadline (useSmsCountdown),
 * over the words shown here (SmsCodeButton keeps them as it hydrates).
 */
function countDown(button: HTMLButtonElement, scope: string): void {
  if (appReady(document.documentElement)) return
  const remaining = countdownRemaining(readSmsDeadline(scope), Date.now())
  const label = getCodeLabel(remaining)
  if (button.textContent !== label) button.textContent = label
  button.disabled = remaining > 0
  if (remaining > 0) setTimeout(() => countDown(button, scope), 250)
}

/**
 * How a send started here ended, shown by the page as it is, as the app's form would (useSendCode): the
 * button usable again or counting down, focus on to the code if the person is still at the button, the
 * message said. False once the app is ready: its form adopts the send and shows it.
 */
function showEnd(button: HTMLElement, scope: string, end: SendEnd): boolean {
  if (appReady(document.documentElement)) return false
  calm(button)
  if (stillAtTheButton(document.activeElement)) button.closest('form')?.querySelector<HTMLInputElement>('input[name="code"]')?.focus()
  if (button instanceof HTMLButtonElement) countDown(button, scope)
  say(end.message)
  return true
}

/**
 * Send the code for a tap on `button` (a prerendered get-code button, src/features/sms/SmsCodeButton.tsx,
 * whose `data-sms-send` says which send it makes) with what its form's fields hold now: the same send the
 * app makes (src/api/sendCode.ts). Its end, if it comes before the app has adopted the send, is
 * shown here (showEnd); else the app's form shows it (busy, then the message and the countdown:
 * useSendCode). Returns true when the tap is answered (a send started, or already on its way); false when
 * it is the app's to answer once ready (the phone's problem, the countdown, an invalid config.js, the app ready).
 */
function sendFromShell(button: HTMLElement): boolean {
  if (appReady(document.documentElement)) return false
  const { scope, mode: said, emptyMessage } = sendAsOf(button)
  const mode = SEND_MODES.find((m) => m === said)
  const form = button.closest('form')
  const phone = form?.querySelector<HTMLInputElement>('input[name="phone"]')
  if (typeof scope !== 'string' || !scope || !mode || !phone) return false
  // config.js has run and is valid; else the app decides (it shows what is wrong with it).
  if (!applyPageConfig()) return false
  // The area code's select, by its name (src/features/sms/PhoneCodeInputs.tsx), whatever the page's language.
  const area = form?.querySelector<HTMLSelectElement>('select[name="areaCode"]')
  const areaCode = areaCodeOf(area?.value)
  return sendBeforeApp(scope, { phone: phone.value, areaCode, mode, emptyMessage, showChallenge }, (end) => showEnd(button, scope, end))
}

/**
 * An edit link's data at first paint (`/company?id=edit`: the earlier application and the form's lists), not after the app has started: the early script (src/start/early.ts) calls this with
 * the plan's reads (src/start/plan.ts) once config.js has run. The app's queries adopt these
 * reads (src/api/adoptRead.ts). Reads nothing where config.js is missing or invalid (the app says what is wrong) or once the app is
 * ready (it reads for itself).
 */
function readBeforeApp(reads: PageReads): void {
  if (appReady(document.documentElement) || !applyPageConfig()) return
  startRead(getErrorExamineRead(rejectedApplicationPayload(reads.rejected)))
  for (const name of reads.lookups) startRead(lookupRead(name))
}

let speaking = false

/**
 * What this entry says (the countdown, a send's message: src/outcomes/) in the page's language, which the
 * early script wrote on <html> (src/start/plan.ts): its words start loading as the entry arrives, while the person types.
 */
function speakPageLanguage(): void {
  if (speaking) return
  speaking = true
  const language = languageOf(document.documentElement.lang) ?? SOURCE_LANGUAGE
  speakFromNow(language)
  void loadLanguage(language)
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

export { readBeforeApp, reportBeforeApp, sendFromShell, speakPageLanguage }

// The exports the early script calls, held to the protocol's types (src/start/protocol.ts): a type check (the build drops the expression).
void ({ sendFromShell, readBeforeApp, reportBeforeApp, speakPageLanguage } satisfies BeforeApp)
