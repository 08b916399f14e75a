/**
 * The one hand-over of work started before the app is ready, adopted by the app:
 * - `send:<form>`: a code sent on a tap of the get-code button (src/api/sendCode.ts);
 * - `read:<query key>`: an edit link's reads (src/api/adoptRead.ts);
 * - `tap`: a button tapped before the app, which the app clicks once it is ready (src/main.tsx);
 * - `styles`: on an old engine, the style lowering for what Emotion writes (src/oldEngines/index.ts, src/main.tsx);
 * - `system`: the Chakra system, built by the early script while the app downloads (src/main.tsx waits for it).
 * The early script (src/start/early.ts), the entry it loads (src/beforeApp.ts), the old engines'
 * chunk and the app are separate bundles: they share one store, the page's global HAND_OVER_GLOBAL (src/start/protocol.ts).
 * The app adopts each piece of work once: by taking it when it needs it, or by listening for it.
 * What the person typed is not handed over: it stays in its field, where the browser also puts
 * what it restores or autofills without an event, and the field gives it to its form when the app
 * takes the field over (src/features/forms/adopt.ts).
 */
import { HAND_OVER_GLOBAL } from './protocol.ts'

export interface Store {
  waiting: Map<string, Promise<unknown>>
  listeners: Map<string, (work: Promise<unknown>) => void>
  taken: Set<string>
  /** Work on its way now, by key (src/start/running.ts): made when first needed. */
  running?: Map<string, Promise<unknown>>
}

/** The page's one store, made by whichever bundle hands over or takes first (never at module load). */
export function store(): Store {
  const page = globalThis as unknown as Record<string, Store | undefined>
  return (page[HAND_OVER_GLOBAL] ??= { waiting: new Map(), listeners: new Map(), taken: new Set() })
}

/** The key of a tap made before the app: the work resolves, once the app is ready, to the control to click (or null). */
export const TAP = 'tap'

/** The key of the old engines' style lowering (src/oldEngines/index.ts): Emotion's stylis plugins, handed over only on an old engine. */
export const STYLE_LOWERING = 'styles'

/** The key of the Chakra system's build (src/app/system.ts), started by the early script once its chunk is in. */
export const SYSTEM = 'system'

/** Hand work over: to the app's listener for its key if there is one, else kept until the app takes it. */
export function handOver<T>(key: string, work: Promise<T>): void {
  // Handled when adopted; never an unhandled rejection before.
  work.catch(() => undefined)
  const { listeners, waiting } = store()
  const listener = listeners.get(key)
  if (listener) listener(work)
  else waiting.set(key, work)
}

/** Whether work of this key has been handed over and not yet adopted. */
export function handedOver(key: string): boolean {
  return store().waiting.has(key)
}

/**
 * Work handed over and not adopted, taken back by the side that handed it over, which has finished it
 * without the app (a send's end shown before the app: src/api/sendCode.ts): the app will not adopt it.
 */
export function takeBack(key: string): void {
  store().waiting.delete(key)
}

/** Whether the app has taken this key: work started now would be too late. */
export function takenByTheApp(key: string): boolean {
  return store().taken.has(key)
}

/** The app takes the work of this key, once: the work if any was handed over (then forgotten), else null. */
export function take<T>(key: string): Promise<T> | null {
  const { taken, waiting } = store()
  taken.add(key)
  const work = waiting.get(key)
  if (!work) return null
  waiting.delete(key)
  // Handed over under this key by the code that takes it (same key, same kind of work).
  return work as Promise<T>
}

/** The app adopts the work of this key: what waits now, and what is handed over later. Returns the unsubscribe. */
export function adopt<T>(key: string, onWork: (work: Promise<T>) => void): () => void {
  const { listeners } = store()
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
  const { listeners, running, taken, waiting } = store()
  running?.clear()
  waiting.clear()
  listeners.clear()
  taken.clear()
}
