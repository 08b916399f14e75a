import { useCallback, useEffect, useState } from 'react'
import { SMS_COUNTDOWN_SECONDS, countdownRemaining } from '@/outcomes/controls'
import { readSmsDeadline, watchSmsDeadline, writeSmsDeadline } from '@/session/sms'

/**
 * The 60-second SMS resend countdown. The deadline (not a counter) is stored,
 * so a reload or another tab shows the same remaining time.
 */
export function useSmsCountdown(scope: string) {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(0)

  useEffect(() => {
    setDeadline(readSmsDeadline(scope))
    setNow(Date.now())
    return watchSmsDeadline(scope, (d) => {
      setDeadline(d)
      setNow(Date.now())
    })
  }, [scope])

  const remaining = countdownRemaining(deadline, now)

  useEffect(() => {
    if (remaining <= 0) return
    const id = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(id)
  }, [remaining])

  const start = useCallback(() => {
    const at = Date.now()
    const d = at + SMS_COUNTDOWN_SECONDS * 1000
    writeSmsDeadline(scope, d)
    setDeadline(d)
    setNow(at)
  }, [scope])

  /** Forget the countdown and the "code requested" mark (after a successful sign-in). */
  const reset = useCallback(() => {
    writeSmsDeadline(scope, null)
    setDeadline(null)
  }, [scope])

  return { remaining, requested: deadline !== null, start, reset }
}
