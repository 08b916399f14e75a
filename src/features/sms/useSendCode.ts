import { useRef, useState } from 'react'
import { useSendVerificationCode } from '@/api/sendVerificationCode'
import { failureText } from '@/api/errors'
import { showMessage } from '@/app/toaster'
import { useInFlight } from '@/app/useInFlight'
import { cleanDigits, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { decideChallenge, decideSendCode, type ChallengeEnd, type SendCodeAnswer } from '@/outcomes/captcha'
import { useSmsCountdown } from './useSmsCountdown'

/**
 * Request an SMS code: phone rules first (returned as the phone field's
 * error), then sendVerificationCode; a code sent starts the countdown, a
 * failure shows its message and leaves the button usable. The one mechanism
 * for every page that sends codes, captcha challenges included (the rows:
 * src/outcomes/captcha.ts).
 */
export function useSendCode(scope: string, mode: 'login' | 'embedded' | 'factory' = 'login', emptyMessage?: string) {
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const countdown = useSmsCountdown(scope)
  const mutation = useSendVerificationCode()
  const flight = useInFlight()

  async function send(phone: string, areaCode: AreaCode): Promise<string | null> {
    const problem = phoneProblem(phone, areaCode, mode)
    if (problem) return problem
    if (countdown.remaining > 0) return null
    await flight.run(async () => {
      // The same request, repeated with a challenge's ticket when the server asks for one (contract
      // "Protection against SMS abuse"); the button stays busy meanwhile, so a second tap does nothing.
      const payload = { mobile: cleanDigits(phone), area_code: areaCode }
      let proof: { ticket: string; randstr: string } | null = null
      for (let challengesShown = 0; ; challengesShown += 1) {
        let answer: SendCodeAnswer
        try {
          answer = await mutation.mutateAsync(proof ? { ...payload, ...proof } : payload)
        } catch (e) {
          showMessage('error', failureText(e))
          return
        }
        const decision = decideSendCode({ answer, challengesShown })
        if (decision.action === 'sent') {
          countdown.start()
          showMessage('success', decision.message)
          return
        }
        if (decision.action === 'fail') {
          showMessage('error', decision.message)
          return
        }
        // The challenge's code loads the first time one is needed.
        const end = await import('./captcha/challenge').then(
          (m) => m.showChallenge(decision.provider, decision.appId),
          (): ChallengeEnd => ({ kind: 'loadFailed' }),
        )
        const next = decideChallenge(end)
        if (next.action === 'stop') {
          if (next.message) showMessage('error', next.message)
          return
        }
        proof = { ticket: next.ticket, randstr: next.randstr }
      }
    })
    return null
  }

  // The phone's problem found by the get-code button, shown until the phone is edited.
  const [phoneError, setPhoneError] = useState<string | null>(null)

  /** The get-code button: the phone's problem stays on the phone field; then focus where the user goes next. */
  async function request(phone: string, areaCode: AreaCode): Promise<void> {
    const problem = emptyMessage && cleanDigits(phone) === '' ? emptyMessage : await send(phone, areaCode)
    setPhoneError(problem)
    ;(problem === null ? codeRef : phoneRef).current?.focus()
  }

  const clearPhoneError = () => setPhoneError(null)
  /** Everything PhoneCodeFields needs, for a form whose current values `values()` reads. */
  const fieldsFor = (values: () => { phone: string; areaCode: AreaCode }) => ({
    remaining: countdown.remaining,
    sending: flight.busy,
    phoneError,
    onPhoneEdit: clearPhoneError,
    phoneRef,
    codeRef,
    onRequestCode: () => {
      const { phone, areaCode } = values()
      void request(phone, areaCode)
    },
  })
  return { ...countdown, sending: flight.busy, send, phoneError, clearPhoneError, phoneRef, codeRef, fieldsFor }
}
