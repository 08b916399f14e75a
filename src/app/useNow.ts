import { startTransition, useEffect, useState } from 'react'

/**
 * The current time, read after mount (never during render) and refreshed every `everyMs`. The first
 * read renders in a transition: right after a hydration it yields to input instead of blocking.
 */
export function useNow(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    startTransition(() => setNow(new Date()))
    const id = window.setInterval(() => setNow(new Date()), everyMs)
    return () => window.clearInterval(id)
  }, [everyMs])
  return now
}
