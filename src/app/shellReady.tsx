import { createContext, useContext, useEffect } from 'react'
import { useHydrated } from './hydration'

/** What to run once the page has taken over its prerendered shell, or rendered: given by src/main.tsx to App, none in the prerender. */
export const OnShellReady = createContext<(() => void) | undefined>(undefined)

/**
 * Rendered by the root route after its <Outlet />, in a Suspense boundary of
 * its own: React hydrates the route's boundary (the Outlet's) before or with
 * this one. Its effect runs once the page is hydrated and config.js has applied
 * (src/app/hydration.tsx), so the screen the user came for is there and responds.
 */
export function ShellReady() {
  const hydrated = useHydrated()
  const ready = useContext(OnShellReady)
  useEffect(() => {
    if (hydrated) ready?.()
  }, [hydrated, ready])
  return null
}
