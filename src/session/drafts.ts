import * as v from 'valibot'
import { safeSet, session } from './storage'

// ------------------------------------------------------------ drafts: what a person typed (not spec keys)

/** Every form whose typing is kept: one draft each (src/features/forms/useFormDraft.ts writes and restores them). */
export type DraftName =
  | 'login-phone'
  | 'embedded-phone'
  | 'bind-panel'
  | 'bind-company'
  | 'bind-factory'
  | 'register-company'
  | 'register-factory'
  | 'edit-company'
  | 'edit-factory'

const PREFIX = 'home:draft:'
const draftKey = (name: DraftName) => `${PREFIX}${name}`

const DraftSchema = v.record(v.string(), v.union([v.string(), v.boolean(), v.array(v.string())]))
export type Draft = v.InferOutput<typeof DraftSchema>

/**
 * Fields kept for the life of the page only (the SMS code: never written to storage).
 * Module state, so a panel or a page of this app that unmounts and comes back finds it; a reload starts without.
 */
const inPage = new Map<DraftName, Draft>()

function readStored(name: DraftName): Draft {
  const store = session()
  try {
    const raw = store?.getItem(draftKey(name))
    if (!raw) return {}
    const result = v.safeParse(DraftSchema, JSON.parse(raw))
    if (result.success) return result.output
  } catch {
    // not JSON: dropped below
  }
  // A draft of an older release, or one that was tampered with: dropped, never in the form's way.
  safeSet(store, draftKey(name), null)
  return {}
}

/** The draft of a form: what is stored for this tab, and what this page holds only in memory. */
export function readDraft(name: DraftName): { stored: Draft; pageOnly: Draft } {
  return { stored: readStored(name), pageOnly: inPage.get(name) ?? {} }
}

/**
 * Keep a form's draft: `stored` in session storage (this tab only, survives a reload), `pageOnly`
 * in memory. Empty parts are removed, not written.
 */
export function writeDraft(name: DraftName, stored: Draft, pageOnly: Draft = {}): void {
  safeSet(session(), draftKey(name), Object.keys(stored).length ? JSON.stringify(stored) : null)
  if (Object.keys(pageOnly).length) inPage.set(name, pageOnly)
  else inPage.delete(name)
}

/** A form is done (submitted, signed in): its draft goes. */
export function dropDraft(name: DraftName): void {
  writeDraft(name, {})
}

/** `clear` / `exit`: every draft of this tab goes. */
export function clearDrafts(): void {
  inPage.clear()
  const store = session()
  try {
    // Every key of ours, an earlier release's registration drafts (home:registerDraft:…) too.
    const ours = Array.from({ length: store?.length ?? 0 }, (_, i) => store?.key(i) ?? '').filter(
      (key) => key.startsWith(PREFIX) || key.startsWith('home:registerDraft:'),
    )
    for (const key of ours) store?.removeItem(key)
  } catch {
    // a blocked store holds nothing of ours
  }
}
