import * as v from 'valibot'
import { session } from './storage'

const KEY = 'home:code-reload'
/** A reload for code a deploy removed is not repeated within this time: a page still missing it after the reload would loop. */
export const CODE_RELOAD_AGAIN_MS = 10 * 60_000
const Stamp = v.pipe(v.string(), v.transform(Number), v.finite())

/**
 * Whether the page may reload to get code that a deploy removed (src/app/onDemand.ts); if so, the
 * reload is marked in this tab. Never where the mark cannot be kept: nothing would stop a loop.
 */
export function mayReloadForGoneCode(now: number): boolean {
  const store = session()
  try {
    const last = v.safeParse(Stamp, store?.getItem(KEY))
    if (!store || (last.success && now - last.output < CODE_RELOAD_AGAIN_MS)) return false
    store.setItem(KEY, String(now))
    return true
  } catch {
    return false
  }
}
