import { useCallback, useEffect, useState } from 'react'
import { countdownRemaining } from '@/outcomes/controls'
import { readSmsDeadline, watchSmsDeadline, writeSmsDeadline } from '@/session/sms'

/**
 * The 60-second SMS resend countdown of a form. The deadline (not a counter) is stored, by the
 * send itself (src/api/sendCode.ts), so a reload, another tab or a send made before the
 * app was ready shows the same remaining time.
 */
export function useSmsCountdown(scope: string) {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(0)

  useEffect(() => {
    // Without a deadline the time does not matter: no render after the first for a form with no countdown.
    const adopt = (d: number | null) => {
      setDeadline(d)
      if (d !== null) setNow(Date.now())
    }
    adopt(readSmsDeadline(scope))
    return watchSmsDeadline(scope, adopt)
  }, [scope])

  const remaining = countdownRemaining(deadline, now)

  useEffect(() => {
    if (remaining <= 0) return
    const id = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(id)
  }, [remaining])

  /** Forget the countdown and the "code requested" mark (after a successful sign-in). */
  const reset = useCallback(() => writeSmsDeadline(scope, null), [scope])

  return { remaining, requested: deadline !== null, reset }
}
