import { useCallback, useRef, useState } from 'react'

/**
 * One request at a time for a control: a second call while the first runs is
 * ignored, even within the same render (a double click), and `busy` drives
 * the control's disabled/loading state.
 */
export function useInFlight() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
