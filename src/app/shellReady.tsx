import { useEffect } from 'react'

let pending: (() => void) | null = null

/** Run `release` once the prerendered shell is hydrated (src/main.tsx: the shell stays inert until then). */
export function onShellReady(release: () => void): void {
  pending = release
}

/**
 * Rendered by the root route after its <Outlet />, in a Suspense boundary of
 * its own: React hydrates the route's boundary (the Outlet's) before or with
 * this one, so its effect runs once the screen's buttons really respond.
 */
export function ShellReady() {
  useEffect(() => {
    pending?.()
    pending = null
  }, [])
  return null
}
