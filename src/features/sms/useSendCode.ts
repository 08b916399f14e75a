import { useEffect, useRef, useState, type RefObject } from 'react'
import { decisionTable } from '@/app/decisions'
import { showMessage } from '@/app/toaster'
import { useInFlight } from '@/app/useInFlight'
import { phoneRefusal, type AreaCode } from '@/outcomes/controls'
import { adoptSendsBeforeApp, sendCode, stillAtTheButton, type SendMode, type SendResult } from '@/api/sendCode'
import { showChallenge } from './showChallenge'
import { useSmsCountdown } from './useSmsCountdown'

interface Shown {
  setPhoneError: (text: string | null) => void
  phoneRef: RefObject<HTMLInputElement | null>
  codeRef: RefObject<HTMLInputElement | null>
}

/** Show how a send ended; `tapped`: the user is at the button now, so focus moves on. */
function showResult(result: SendResult, tapped: boolean, { setPhoneError, phoneRef, codeRef }: Shown): void {
  setPhoneError(result.kind === 'problem' ? result.text : null)
  if (result.kind === 'ended' && result.message) showMessage(result.message.level, result.message.text)
  // A send adopted from before the app moves focus only if the user is still at its button.
  if (!tapped && !stillAtTheButton(document.activeElement)) return
  ;(result.kind === 'problem' ? phoneRef : codeRef).current?.focus()
}

/**
 * The get-code button of a form: sendVerificationCode's hook. The send itself (phone rules,
 * request, captcha, countdown) is src/api/sendCode.ts, the one path for a tap before the
 * app is ready and after; this shows it: busy while it runs, the phone's problem on the phone
 * field until it or its area is edited, the message, the countdown, and focus where the user goes next.
 * A send the early script started before the app was ready is adopted the same way.
 */
export function useSendCode(scope: string, mode: SendMode = 'login', emptyMessage?: string) {
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const countdown = useSmsCountdown(scope)
  const flight = useInFlight()
  // The phone's problem found by the get-code button, shown until the phone or its area is edited: the number it
  // was found in, said in the words of the language now (one switched to since too); a send before the app's, as it came.
  const [problem, setProblem] = useState<{ phone: string; areaCode: AreaCode } | string | null>(null)
  const phoneError = problem === null || typeof problem === 'string' ? problem : phoneRefusal({ ...problem, mode, emptyMessage })

  async function request(phone: string, areaCode: AreaCode): Promise<void> {
    const result = await flight.run(() => sendCode(scope, { phone, areaCode, mode, emptyMessage, showChallenge }))
    if (result)
      showResult(result, true, { setPhoneError: (text) => setProblem(text === null ? null : { phone, areaCode }), phoneRef, codeRef })
  }

  const { run } = flight
  useEffect(
    () =>
      adoptSendsBeforeApp(scope, (early) => {
        void run(() => early).then((result) => result && showResult(result, false, { setPhoneError: setProblem, phoneRef, codeRef }))
      }),
    [scope, run],
  )

  // The table that decides the form's answer loads once a code is asked for: not in the page's first load,
  // and here before the person has typed the code.
  useEffect(() => {
    if (countdown.requested) void decisionTable.load()
  }, [countdown.requested])

  const clearPhoneError = () => setProblem(null)
  /** Everything PhoneCodeFields needs, for a form whose current values `values()` reads. */
  const fieldsFor = (values: () => { phone: string; areaCode: AreaCode }) => ({
    remaining: countdown.remaining,
    sending: flight.busy,
    phoneError,
    onPhoneEdit: clearPhoneError,
    phoneRef,
    codeRef,
    // What the early script hands to src/beforeApp.ts for a tap before the app is ready.
    sendAs: { scope, mode, emptyMessage },
    onRequestCode: () => {
      const { phone, areaCode } = values()
      void request(phone, areaCode)
    },
  })
  return { ...countdown, sending: flight.busy, phoneError, clearPhoneError, phoneRef, codeRef, fieldsFor }
}
