/**
 * The one hand-over of work started before the app is ready: a code sent on a tap
 * (src/features/sms/sendCode.ts) and a deep link's reads (src/api/reads.ts), started by the entry
 * the early script loads (src/app/beforeTheApp.ts) and adopted by the app, which shares this
 * module with that entry. Work is known by a key (`send:<form>`, `read:<query key>`); the app
 * adopts it once: by taking it when it needs the answer, or by listening for it while the page
 * is not yet its own. What the person typed and a tap waiting for the app are not work: they are
 * in the page (the field keeps the text, src/features/forms/adopt.ts; the early script clicks the
 * button on `data-ready`), and the app takes them from there.
 */
const waiting = new Map<string, Promise<unknown>>()
const listeners = new Map<string, (work: Promise<unknown>) => void>()
const taken = new Set<string>()

/** Hand work over: to the app's listener for its key if there is one, else kept until the app takes it. */
export function handOver<T>(key: string, work: Promise<T>): void {
  // Handled when adopted; never an unhandled rejection before.
  work.catch(() => undefined)
  const listener = listeners.get(key)
  if (listener) listener(work)
  else waiting.set(key, work)
}

/** Whether work of this key has been handed over and not yet adopted. */
export function handedOver(key: string): boolean {
  return waiting.has(key)
}

/** Whether the app has taken this key: work started now would be too late. */
export function takenByTheApp(key: string): boolean {
  return taken.has(key)
}

/** The app takes the work of this key, once: the work if any was handed over (then forgotten), else null. */
export function take<T>(key: string): Promise<T> | null {
  taken.add(key)
  const work = waiting.get(key)
  if (!work) return null
  waiting.delete(key)
  // Handed over under this key by the code that takes it (same key, same kind of work).
  return work as Promise<T>
}

/** The app adopts the work of this key: what waits now, and what is handed over later. Returns the unsubscribe. */
export function adopt<T>(key: string, onWork: (work: Promise<T>) => void): () => void {
  const listener = onWork as (work: Promise<unknown>) => void
  listeners.set(key, listener)
  const work = take<T>(key)
  if (work) onWork(work)
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key)
  }
}

/** Tests: forget everything handed over and taken. */
export function forgetHandOvers(): void {
  waiting.clear()
  listeners.clear()
  taken.clear()
}
