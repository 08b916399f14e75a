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

/** What differs from `base` in `values`: the typing, split into what is stored and what stays in the page. */
export function draftOf(values: object, base: object, rule: Pick<DraftRule<object>, 'never' | 'pageOnly'>): { stored: Draft; pageOnly: Draft } {
  const stored: Draft = {}
  const pageOnly: Draft = {}
  for (const [key, value] of Object.entries(values)) {
    if (rule.never?.includes(key) || !keepable(value) || same(value, (base as Record<string, unknown>)[key])) continue
    if (rule.pageOnly?.includes(key)) pageOnly[key] = value
    else stored[key] = value
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
 * (src/session/drafts.ts); restored once the form and its base are there, what was typed in the
 * prerendered page before the app started (src/features/forms/adopt.ts) winning over the draft.
 * `settle(decision)` drops the draft when the form's answer ends it (src/outcomes/forms.ts).
 */
export function useFormDraft<TValues extends object>(name: DraftName, form: DraftableForm<TValues>, rule: DraftRule<TValues>) {
  const { empty, never = [], pageOnly = [] } = rule
  const base = rule.base === undefined ? empty : rule.base
  // What the form was last given as its base: typing is what differs from it.
  const shown = useRef<TValues>(empty)
  const written = useRef('')

  useEffect(() => {
    if (base === null) return
    const typed = draftOf(form.state.values, shown.current, { never })
    const draft = readDraft(name)
    // A page-only field found in storage (put there by hand, or by an older release) is not taken.
    const fromStorage = Object.fromEntries(Object.entries(draft.stored).filter(([key]) => !pageOnly.includes(key)))
    const laid = layOver(base, { ...fromStorage, ...draft.pageOnly, ...typed.stored, ...typed.pageOnly }, never)
    shown.current = base
    if (!same(laid, form.state.values)) form.reset(laid, { keepDefaultValues: true })
    const save = () => {
      const draft = draftOf(form.state.values, base, { never, pageOnly })
      // The store changes on more than values (touched, submitting): write only when what is kept changed,
      // so a draft dropped after a successful answer is not written back.
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
      if (endsForm(decision)) dropDraft(name)
    },
    [name],
  )
  return { settle }
}
