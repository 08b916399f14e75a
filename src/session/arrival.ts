import { safeSet, session } from './storage'

/**
 * The page a person came from, kept across the early script's jump_url redirect
 * (src/start/early.ts): after it the page's own referrer is the login page, and the guard
 * (src/app/guard.ts) saves a trusted referrer. A product key (the spec names none), namespaced.
 */
const ARRIVAL_KEY = 'home:arrivalReferrer'

export function keepArrivalReferrer(referrer: string): void {
  safeSet(session(), ARRIVAL_KEY, referrer === '' ? null : referrer)
}

/** The kept referrer, once: read and forgotten. */
export function takeArrivalReferrer(): string | null {
  const store = session()
  try {
    const kept = store?.getItem(ARRIVAL_KEY) ?? null
    safeSet(store, ARRIVAL_KEY, null)
    return kept
  } catch {
    return null
  }
}
