import * as v from 'valibot'
import { CompanyListSchema, FactoryListSchema, type CompanyCard, type FactoryCard } from '@/domain/cards'
import { TOKEN_TYPE_COOKIE, type LocalKey, type SessionKey, type StorageWrite } from './keys'

/**
 * The only code that touches localStorage, sessionStorage and the TOKEN_TYPE
 * cookie. Every function is called from effects, loaders or handlers, never at
 * module load. Storage that is unavailable (private mode, blocked) reads as empty.
 */

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

function safeSet(store: Storage | null, key: string, value: string | null): void {
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

export function readSession(key: SessionKey): string | null {
  try {
    return session()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
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

function readJson<T>(key: LocalKey, schema: v.GenericSchema<unknown, T>): T | null {
  const raw = readLocal(key)
  if (raw === null) return null
  try {
    const result = v.safeParse(schema, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

export const getToken = (): string | null => readLocal('TOKEN') || null
export const getStrNo = (): string | null => readLocal('strNo') || null
export const getReason = (): string => readLocal('message') ?? ''
export const getReferrerUrl = (): string | null => readLocal('referrer_url') || null
export const getFactoryUrl = (): string | null => readLocal('factory_url') || null
export const isAutoLoginStored = (): boolean => readLocal('isAuto') === '1'
export const getLoginNumber = (): string | null => readSession('Loginnumber') || null
/** The company list of the previous step; null when absent or unreadable. */
export const getCompanyList = (): CompanyCard[] | null => readJson('list', CompanyListSchema)
/** The factory list of the previous step; null when absent or unreadable. */
export const getFactoryList = (): FactoryCard[] | null => readJson('factorys', FactoryListSchema)

// ------------------------------------------------------------ SMS countdown (not a spec key)

/**
 * The SMS resend deadline, kept across reloads and tabs. Its key is the
 * product's own (the spec names none) and is namespaced to avoid clashes.
 */
const smsKey = (scope: string) => `home:smsDeadline:${scope}`

export function readSmsDeadline(scope: string): number | null {
  try {
    const raw = local()?.getItem(smsKey(scope))
    const value = raw ? Number(raw) : NaN
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function writeSmsDeadline(scope: string, deadlineMs: number | null): void {
  safeSet(local(), smsKey(scope), deadlineMs === null ? null : String(deadlineMs))
}

/** Call `onChange` when another tab changes the deadline; returns the unsubscribe. */
export function watchSmsDeadline(scope: string, onChange: (deadlineMs: number | null) => void): () => void {
  const key = smsKey(scope)
  const listener = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange(readSmsDeadline(scope))
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

// ------------------------------------------------------------ WeChat QR state (contract "WeChat QR login")

const QR_STATE_KEY = 'home:qrState'

export function writeQrState(state: string): void {
  safeSet(session(), QR_STATE_KEY, state)
}

export function readQrState(): string | null {
  try {
    return session()?.getItem(QR_STATE_KEY) ?? null
  } catch {
    return null
  }
}

// ------------------------------------------------------------ registration drafts (not spec keys)

/**
 * What the user typed on a registration form (never the SMS code, never
 * files), kept in session storage so a reload or a return from /error loses
 * nothing. Parsed on read: only strings, booleans and lists of strings.
 */
const draftKey = (kind: 'company' | 'factory') => `home:registerDraft:${kind}`

const DraftSchema = v.record(
  v.string(),
  v.union([v.string(), v.boolean(), v.array(v.string())]),
)
export type Draft = v.InferOutput<typeof DraftSchema>

export function readDraft(kind: 'company' | 'factory'): Draft | null {
  try {
    const raw = session()?.getItem(draftKey(kind))
    if (!raw) return null
    const result = v.safeParse(DraftSchema, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

export function writeDraft(kind: 'company' | 'factory', draft: Draft | null): void {
  safeSet(session(), draftKey(kind), draft === null ? null : JSON.stringify(draft))
}
