import { useCallback, useEffect, useRef } from 'react'
import { endsForm } from '@/outcomes/forms'
import type { Decision } from '@/outcomes/types'
import { dropDraft, readDraft, writeDraft, type Draft, type DraftName } from '@/session/drafts'

/** What the rule needs of a TanStack form (its values, their store, a reset). */
export interface DraftableForm<TValues> {
  readonly state: { values: TValues }
  readonly store: { subscribe: (listener: () => void) => { unsubscribe: () => void } }
  reset: (values: TValues, options: { keepDefaultValues: boolean }) => void
}

export interface DraftRule<TValues> {
  /** The form's empty values. */
  empty: TValues
  /**
   * What the form starts from (an earlier application on the edit pages); `null` while it is still
   * coming: nothing is restored or kept until it is here. Default: `empty`.
   */
  base?: TValues | null
  /** Fields not kept at all (derived ones). */
  never?: readonly string[]
  /** Fields kept while the page lives but never written to storage (the SMS code). */
  pageOnly?: readonly string[]
}

type Kept = string | boolean | string[]

const keepable = (value: unknown): value is Kept =>
  typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((x) => typeof x === 'string'))

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `values` that differ from `base` (only what can be kept: text, ticks, lists of text). */
function changes(values: object, base: object, never: readonly string[] = []): Draft {
  const out: Draft = {}
  for (const [key, value] of Object.entries(values)) {
    if (never.includes(key) || !keepable(value) || same(value, (base as Record<string, unknown>)[key])) continue
    out[key] = value
  }
  return out
}

/**
 * What is kept of a form's values: once anything differs from its base, every field as the person
 * sees it (so a field cleared on an edit page stays cleared whatever base comes back), the page-only
 * ones apart; nothing while the form is as it started.
 */
function draftOf(values: object, base: object, rule: Pick<DraftRule<object>, 'never' | 'pageOnly'>): { stored: Draft; pageOnly: Draft } {
  const never = rule.never ?? []
  const inPage = rule.pageOnly ?? []
  const changed = changes(values, base, never)
  const stored: Draft = {}
  const pageOnly: Draft = {}
  for (const [key, value] of Object.entries(values)) {
    if (never.includes(key) || !keepable(value)) continue
    if (inPage.includes(key)) {
      if (key in changed) pageOnly[key] = value
    } else if (Object.keys(changed).some((k) => !inPage.includes(k))) stored[key] = value
  }
  return { stored, pageOnly }
}

/** `base` with a draft laid over it: only the form's own fields, each of its own kind (a draft of an older form is not in the way). */
export function layOver<TValues extends object>(base: TValues, draft: Draft, never: readonly string[] = []): TValues {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(draft)) {
    const current = out[key]
    if (!(key in out) || never.includes(key)) continue
    if (Array.isArray(current) ? Array.isArray(value) : typeof current === typeof value && !Array.isArray(value)) out[key] = value
  }
  return out as TValues
}

/**
 * The one rule for what a person types, used by every form: it survives switching panels or tabs,
 * leaving for another page and coming back, a reload, a page closed right after a keystroke, and a
 * failed request. Kept on every change (nothing waits for a pause), in this tab only
 * (src/session/drafts.ts). The draft comes back when the form first has its base, what was typed in
 * the prerendered page before the app started (src/features/forms/adopt.ts) winning over it; a base
 * that comes later (an earlier application read again) does not undo what the person changed.
 * `settle(decision)` drops the draft when the form's answer ends it (src/outcomes/forms.ts), and
 * nothing is written again until the form is next mounted.
 */
export function useFormDraft<TValues extends object>(name: DraftName, form: DraftableForm<TValues>, rule: DraftRule<TValues>) {
  const { empty, never = [], pageOnly = [] } = rule
  const base = rule.base === undefined ? empty : rule.base
  // The name and base the form was last laid on (null: not yet on this mount).
  const lastName = useRef<DraftName | null>(null)
  const lastBase = useRef<TValues>(empty)
  const written = useRef('')
  const done = useRef(false)

  useEffect(() => {
    if (base === null) return
    let laid: TValues
    if (lastName.current !== name) {
      // This form's first base: the draft, then (on the first mount only) what was adopted from the
      // prerendered page, on top. A page-only field found in storage (put there by hand or by an older
      // release) is not taken.
      const draft = readDraft(name)
      const fromStorage = Object.fromEntries(Object.entries(draft.stored).filter(([key]) => !pageOnly.includes(key)))
      const adopted = lastName.current === null ? changes(form.state.values, empty, never) : {}
      laid = layOver(base, { ...fromStorage, ...draft.pageOnly, ...adopted }, never)
      written.current = ''
      done.current = false
    } else {
      // A new base under the same form (the earlier application, read after a failure): if the person
      // changed anything on the last one, the form stays as they see it; if not, the new base shows.
      const kept = draftOf(form.state.values, lastBase.current, { never, pageOnly })
      laid = layOver(base, { ...kept.stored, ...kept.pageOnly }, never)
    }
    lastName.current = name
    lastBase.current = base
    if (!same(laid, form.state.values)) form.reset(laid, { keepDefaultValues: true })
    const save = () => {
      if (done.current) return
      const draft = draftOf(form.state.values, base, { never, pageOnly })
      // The store changes on more than values (touched, submitting): write only when what is kept changed.
      const text = JSON.stringify(draft)
      if (text === written.current) return
      written.current = text
      writeDraft(name, draft.stored, draft.pageOnly)
    }
    save()
    const subscription = form.store.subscribe(save)
    return () => subscription.unsubscribe()
    // `never` and `pageOnly` are constants of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, form, base])

  const settle = useCallback(
    (decision: Decision) => {
      if (!endsForm(decision)) return
      dropDraft(name)
      // Typing in the moment before the page goes is not kept either.
      done.current = true
    },
    [name],
  )
  return { settle }
}
