import { TOKEN_TYPE_COOKIE, type KeptState, type LocalKey, type SessionKey, type StorageWrite } from './keys'

/**
 * The only code that touches localStorage, sessionStorage and the TOKEN_TYPE
 * cookie. Every function is called from effects, loaders or handlers, never at
 * module load. Storage that is unavailable (private mode, blocked) reads as empty.
 */

// Internal to src/session/ (lists.ts, drafts.ts, sms.ts): what is read only on some screens
// lives in modules of its own, so the login's first load does not carry it.
export function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function safeSet(store: Storage | null, key: string, value: string | null): void {
  if (!store) return
  try {
    if (value === null) store.removeItem(key)
    else store.setItem(key, value)
  } catch {
    // Quota or a blocked store: the app keeps working without persistence.
  }
}

export function readLocal(key: LocalKey): string | null {
  try {
    return local()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeLocal(key: LocalKey, value: string | null): void {
  safeSet(local(), key, value)
}

function readSession(key: SessionKey): string | null {
  try {
    return session()?.getItem(key) ?? null
  } catch {
    return null
  }
}

function writeSession(key: SessionKey, value: string | null): void {
  safeSet(session(), key, value)
}

/** Spec: visiting / with clear or exit wipes all local storage. */
export function clearLocal(): void {
  try {
    local()?.clear()
  } catch {
    // nothing to wipe
  }
}

export function readTokenTypeCookie(): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${TOKEN_TYPE_COOKIE}=`
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix))
  const value = part ? decodeURIComponent(part.slice(prefix.length)) : ''
  return value === '' ? null : value
}

export function writeTokenTypeCookie(value: string | null): void {
  if (typeof document === 'undefined') return
  // Path / so the other applications on this origin read the same cookie.
  document.cookie =
    value === null
      ? `${TOKEN_TYPE_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`
      : `${TOKEN_TYPE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`
}

/** Apply the storage writes of a decision. */
export function applyWrites(writes: readonly StorageWrite[]): void {
  for (const w of writes) {
    if (w.area === 'local') writeLocal(w.key, w.value)
    else if (w.area === 'session') writeSession(w.key, w.value)
    else writeTokenTypeCookie(w.value)
  }
}

// ------------------------------------------------------------ typed readers

export const getToken = (): string | null => readLocal('TOKEN') || null
export const getStrNo = (): string | null => readLocal('strNo') || null
export const getReason = (): string => readLocal('message') ?? ''
export const getReferrerUrl = (): string | null => readLocal('referrer_url') || null
export const getFactoryUrl = (): string | null => readLocal('factory_url') || null
export const isAutoLoginStored = (): boolean => readLocal('isAuto') === '1'
export const getLoginNumber = (): string | null => readSession('Loginnumber') || null

// ------------------------------------------------------------ WeChat sign-in state (read: ./wechat.ts)

export const WECHAT_STATE_KEY = 'home:wechatState'

/** Keep a WeChat flow's state for its return: in session storage, an official-account flow also in local storage (./wechat.ts). */
export function keepWechatState(kept: KeptState): void {
  const value = JSON.stringify(kept)
  safeSet(session(), WECHAT_STATE_KEY, value)
  // A QR's state lives with its tab; only the round trip through WeChat needs the fallback.
  safeSet(local(), WECHAT_STATE_KEY, kept.flow === 'mp' ? value : null)
}
