import { useEffect } from 'react'
import { useHydrated } from './hydration'

let pending: (() => void) | null = null

/** Run `release` once the prerendered shell is hydrated (src/main.tsx: the shell stays inert until then). */
export function onShellReady(release: () => void): void {
  pending = release
}

/**
 * Rendered by the root route after its <Outlet />, in a Suspense boundary of
 * its own: React hydrates the route's boundary (the Outlet's) before or with
 * this one. Its effect runs in the render after hydration, the one that
 * applies the search params and config.js, so the screen the user came for is
 * there and responds.
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
