import * as v from 'valibot'
import type { KeptState } from './keys'
import { local, safeSet, session, WECHAT_STATE_KEY as KEY } from './storage'

/**
 * The state a WeChat sign-in keeps for its return (contracts "WeChat QR login"
 * and "Sign-in inside WeChat on a phone"; the rules: src/outcomes/wechat.ts).
 * In session storage; an official-account flow also in local storage, because
 * WeChat's in-app browser may drop session storage across the round trip
 * (Logto keeps the same fallback). Read once: the return spends it. Kept by
 * keepWechatState (in ./storage.ts: the QR panel, in the first load, keeps one).
 */
const KeptSchema = v.object({
  state: v.pipe(v.string(), v.nonEmpty()),
  flow: v.picklist(['qr', 'mp']),
  embedded: v.boolean(),
  at: v.number(),
})

export { keepWechatState } from './storage'

function parse(raw: string | null | undefined): KeptState | null {
  if (!raw) return null
  try {
    const result = v.safeParse(KeptSchema, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

function read(store: Storage | null): string | null {
  try {
    return store?.getItem(KEY) ?? null
  } catch {
    return null
  }
}

/** What was kept: this tab's, else the official-account flow's fallback. */
export function readWechatState(): KeptState | null {
  return parse(read(session())) ?? parse(read(local()))
}

export function forgetWechatState(): void {
  safeSet(session(), KEY, null)
  safeSet(local(), KEY, null)
}
