import { handedOver, handOver, take, takenByTheApp } from '@/start/handover'

/**
 * Reads started before the app (an edit link's data: src/beforeApp.ts, from
 * the early script) and adopted by the app's queries through the one hand-over
 * (src/start/handover.ts), so the request a page needs leaves at first paint instead of after the
 * app has started, and leaves once. A read is known by its query key; the app takes it at most
 * once (a read again, after a failure or a retry, is new).
 */
export interface Read<T> {
  key: readonly unknown[]
  /** The call (a 5xx before the app is ready goes to /error once the app is: src/api/errors.ts). */
  call: () => Promise<T>
}

const id = (key: readonly unknown[]) => `read:${JSON.stringify(key)}`

/** Start a read before the app is ready (once per key, and not once the app has read it). */
export function startRead<T>(read: Read<T>): void {
  const key = id(read.key)
  if (handedOver(key) || takenByTheApp(key)) return
  handOver(key, read.call())
}

/** The answer of this read: the one started before the app if there is one (taken, once), else a new call. */
export function adoptRead<T>(read: Read<T>): Promise<T> {
  return take<T>(id(read.key)) ?? read.call()
}
