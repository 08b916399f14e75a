import type { Decision, Effect } from './types'

/**
 * The effects that leave a person on the form they sent: a failure said, a question asked. An
 * answer with any other effect (stored, navigated, left, a panel, a re-check) took the form's
 * work on, so what was typed in it is no longer kept (useFormDraft drops the draft).
 */
export const FORM_STAYS_FOR: ReadonlyArray<Effect['kind']> = ['message', 'dialog']

/** Whether a form's answer ends the form: signed in, bound, submitted, or on to where the answer leads. */
export const endsForm = (decision: Decision): boolean => decision.effects.some((e) => !FORM_STAYS_FOR.includes(e.kind))

/** Whether a decision signs the person in (it stores the token): then no form of this tab keeps what was typed. */
export const signsIn = (decision: Decision): boolean =>
  decision.effects.some((e) => e.kind === 'store' && e.writes.some((w) => w.key === 'TOKEN' && w.value !== null && w.value !== ''))
