import { useState } from 'react'
import { useSendVerificationCode } from '@/api/sendVerificationCode'
import { failureText } from '@/api/client'
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
export function useSendCode(scope: string, mode: 'login' | 'embedded' | 'factory' = 'login') {
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

  /** Ask for a code from the get-code button; false when the phone has a problem. */
  async function request(phone: string, areaCode: AreaCode, emptyMessage?: string): Promise<boolean> {
    const problem = emptyMessage && cleanDigits(phone) === '' ? emptyMessage : await send(phone, areaCode)
    setPhoneError(problem)
    return problem === null
  }

  const clearPhoneError = () => setPhoneError(null)
  /** What PhoneCodeFields needs from here. */
  const fieldProps = { remaining: countdown.remaining, sending: flight.busy, phoneError, onPhoneEdit: clearPhoneError }
  return { ...countdown, sending: flight.busy, send, request, phoneError, clearPhoneError, fieldProps }
}
