import { useEffect } from 'react'
import { useHydrated } from './hydration'

let pending: (() => void) | null = null

/** Run `ready` once the page has taken over its prerendered shell, or rendered (src/main.tsx). */
export function onShellReady(ready: () => void): void {
  pending = ready
}

/**
 * Rendered by the root route after its <Outlet />, in a Suspense boundary of
 * its own: React hydrates the route's boundary (the Outlet's) before or with
 * this one. Its effect runs once the page is hydrated and config.js has applied
 * (src/app/hydration.tsx), so the screen the user came for is there and responds.
 */
export function ShellReady() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    pending?.()
    pending = null
  }, [hydrated])
  return null
}
