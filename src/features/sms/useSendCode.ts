import { useRef, useState } from 'react'
import { useSendVerificationCode } from '@/api/sendVerificationCode'
import { failureText } from '@/api/errors'
import { showMessage } from '@/app/toaster'
import { useInFlight } from '@/app/useInFlight'
import { cleanDigits, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { MSG } from '@/outcomes/messages'
import { useSmsCountdown } from './useSmsCountdown'

/**
 * Request an SMS code: phone rules first (returned as the phone field's
 * error), then sendVerificationCode; success starts the countdown, a failure
 * shows its message and leaves the button usable.
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
      try {
        const answer = await mutation.mutateAsync({ mobile: cleanDigits(phone), area_code: areaCode })
        if (answer.code === 0) {
          countdown.start()
          showMessage('success', answer.msg || '验证码已发送')
        } else {
          showMessage('error', answer.msg || MSG.generic)
        }
      } catch (e) {
        showMessage('error', failureText(e))
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
