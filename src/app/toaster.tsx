import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { MessageLevel } from '@/outcomes/types'

/**
 * Messages to the user. The toaster (and its state machine) is loaded with
 * the first message, not with the page.
 */
const ToasterImpl = lazy(() => import('./toaster-impl'))

let loading: Promise<typeof import('./toaster-impl')> | null = null
let needed = false
const listeners = new Set<() => void>()

export function showMessage(level: MessageLevel, text: string): void {
  loading ??= import('./toaster-impl')
  if (!needed) {
    needed = true
    listeners.forEach((l) => l())
  }
  void loading.then((m) => m.create(level, text))
}

export function AppToaster() {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => needed,
    () => false,
  )
  return show ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null
}
