import * as v from 'valibot'
import { safeSet, session } from './storage'

// ------------------------------------------------------------ registration drafts (not spec keys)

/**
 * What the user typed on a registration form (never the SMS code, never
 * files), kept in session storage so a reload or a return from /error loses
 * nothing. Parsed on read: only strings, booleans and lists of strings.
 */
const draftKey = (kind: 'company' | 'factory') => `home:registerDraft:${kind}`

const DraftSchema = v.record(v.string(), v.union([v.string(), v.boolean(), v.array(v.string())]))
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
