import { local, safeSet } from './storage'

// ------------------------------------------------------------ SMS countdown (not a spec key)

/**
 * The SMS resend deadline, kept across reloads and tabs. Its key is the
 * product's own (the spec names none) and is namespaced to avoid clashes.
 */
const smsKey = (scope: string) => `home:smsDeadline:${scope}`

/** Watchers in this tab (another tab's writes arrive as storage events). */
const watchers = new Set<{ scope: string; onChange: (deadlineMs: number | null) => void }>()

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
  for (const w of [...watchers]) if (w.scope === scope) w.onChange(deadlineMs)
}

/** Call `onChange` when this tab or another changes the deadline; returns the unsubscribe. */
export function watchSmsDeadline(scope: string, onChange: (deadlineMs: number | null) => void): () => void {
  const key = smsKey(scope)
  const watcher = { scope, onChange }
  const listener = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange(readSmsDeadline(scope))
  }
  watchers.add(watcher)
  window.addEventListener('storage', listener)
  return () => {
    watchers.delete(watcher)
    window.removeEventListener('storage', listener)
  }
}
