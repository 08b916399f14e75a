import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates a prerendered shell (and when the build renders
 * it), true from the render after. A render that depends on what the shell
 * could not know (search params, config.js, the device) reads it through this,
 * so the first client render matches the shell and the real values apply in
 * the render after, changing only what differs. Rendered without a shell
 * (tests, the dev server, a route the shell was not made for), it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A route's validated search params, as the shell was built: none while
 * hydrating, the real ones after. Every search schema's fields are optional,
 * so "none" is a valid value of the route's search type.
 */
export function useHydratedSearch<T extends object>(search: T): Partial<T> {
  return useHydrated() ? search : {}
}
