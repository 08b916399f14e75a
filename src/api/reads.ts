/**
 * Reads started before the app (a deep link's data: src/features/register/pageReads.ts, from
 * the early script) and adopted by the app's queries, so the request a page needs leaves at
 * first paint instead of after the app has started, and leaves once. A read is known by its
 * query key; the app takes it at most once (a read again, after a failure or a retry, is new).
 */
export interface Read<T> {
  key: readonly unknown[]
  /** The call (a 5xx before the app is ready goes to /error once the app is: src/api/errors.ts). */
  call: () => Promise<T>
}

const started = new Map<string, Promise<unknown>>()
/** Keys the app has read (or adopted): a read before the app is then too late, and not made. */
const taken = new Set<string>()
const id = (key: readonly unknown[]) => JSON.stringify(key)

/** Start a read before the app is ready (once per key, and not once the app has read it). */
export function startRead<T>(read: Read<T>): void {
  const key = id(read.key)
  if (started.has(key) || taken.has(key)) return
  const answer = read.call()
  // Handled when adopted; never an unhandled rejection before.
  answer.catch(() => undefined)
  started.set(key, answer)
}

/** The answer of this read: the one started before the app if there is one (taken, once), else a new call. */
export function adoptRead<T>(read: Read<T>): Promise<T> {
  const key = id(read.key)
  taken.add(key)
  const early = started.get(key)
  if (!early) return read.call()
  started.delete(key)
  // Started by this same read's call (same key, same call): its answer is a T.
  return early as Promise<T>
}

/** Tests: forget reads started before. */
export function forgetStartedReads(): void {
  started.clear()
  taken.clear()
}
