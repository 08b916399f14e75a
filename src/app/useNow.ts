import { useEffect, useState } from 'react'

/** The current time, read after mount (never during render) and refreshed every `everyMs`. */
export function useNow(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const id = window.setInterval(() => setNow(new Date()), everyMs)
    return () => window.clearInterval(id)
  }, [everyMs])
  return now
}
