import { pageConfig } from '@/config/page'
import { setConfig } from '@/config/store'
import type { AreaCode } from '@/outcomes/controls'
import { sendBeforeTheApp, type SendMode } from './sendCode'
import { PAGE, SHELL } from '@/start/protocol'

/**
 * The code leaves when the digits are in. A tap on 获取验证码 before the app is ready is sent from
 * here, not when the whole app has started: the early script (src/start/early.ts) imports
 * this entry (its own small chunk, src/features/sms/sendCode.ts and the HTTP client, none of the
 * app) as soon as a phone field is touched, and calls `sendFromShell` on the tap. The send is
 * the same one the app makes (sendCode.ts), and the app adopts it once it is ready: busy, then
 * the message and the countdown (useSendCode).
 */

const MODES: readonly SendMode[] = ['login', 'embedded', 'factory']

/**
 * Send the code for a tap on `button` (a prerendered get-code button, src/features/sms/SmsCodeButton.tsx,
 * whose `data-sms-*` say which send it makes) with what its form's fields hold now. Returns true
 * when the tap is answered (a send started, or already on its way); false when it is the app's
 * to answer once ready (the phone's problem, the countdown, an invalid config.js, the app ready).
 */
export function sendFromShell(button: HTMLElement): boolean {
  if (document.documentElement.hasAttribute(PAGE.ready)) return false
  const scope = button.getAttribute(SHELL.smsScope)
  const mode = MODES.find((m) => m === button.getAttribute(SHELL.smsMode))
  const form = button.closest('form')
  const phone = form?.querySelector<HTMLInputElement>('input[name="phone"]')
  if (!scope || !mode || !phone) return false
  // config.js has run and is valid; else the app decides (it shows what is wrong with it).
  const config = pageConfig()
  if (!config?.ok) return false
  setConfig(config.config)
  const area = form?.querySelector<HTMLSelectElement>('select[aria-label="区号"]')
  const areaCode: AreaCode = area?.value === '852' ? '852' : '86'
  return sendBeforeTheApp(scope, { phone: phone.value, areaCode, mode, emptyMessage: button.getAttribute(SHELL.smsEmpty) ?? undefined })
}
