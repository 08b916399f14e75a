import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'

/** True unless a prerendered shell is being hydrated (the default: tests, a page rendered without a shell). */
const Hydrated = createContext(true)

/**
 * Provides useHydrated(): false for the render that hydrates a prerendered
 * shell (and for the build's prerender), true after. What the shell could not
 * know (config.js) applies in a transition after hydration: React renders it in
 * slices that yield to input, and commits only what differs.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>
}

/** False while the page's first render hydrates a prerendered shell, true from the transition after (HydrationProvider). */
export function useHydrated(): boolean {
  return useContext(Hydrated)
}
