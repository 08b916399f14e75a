import { useSyncExternalStore } from 'react'

/** Tester mode: on when the session check says `is_test` (spec section 6). Memory only. */
let testerMode = false
const listeners = new Set<() => void>()

export function setTesterMode(on: boolean): void {
  if (on === testerMode) return
  testerMode = on
  listeners.forEach((l) => l())
}

export function useTesterMode(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => testerMode,
    () => false,
  )
}
