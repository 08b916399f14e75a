/**
 * Work on its way now, by key, in the page's one store (src/start/handover.ts): the send before the
 * app (src/beforeApp.ts) and the app's sends (src/api/sendCode.ts) see each other's, so a
 * second tap sends nothing whichever bundle made the first. Its own module, so that only the bundles
 * that send carry it (the store's module is in every first load).
 */
import { store } from './handover.ts'

/** The work of this key on its way now, whichever bundle started it, or null. */
export function running<T>(key: string): Promise<T> | null {
  // Started under this key by the code that asks (same key, same kind of work).
  return (store().running?.get(key) as Promise<T> | undefined) ?? null
}

/** Work of this key, the page's one of that key until it ends (the entry before the app and the app both see it: running). */
export function run<T>(key: string, work: Promise<T>): Promise<T> {
  const page = store()
  const flights = (page.running ??= new Map())
  const flight = work.finally(() => flights.delete(key))
  flights.set(key, flight)
  return flight
}
