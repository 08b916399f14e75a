import type { Decision, Effect } from './types'

/**
 * The effects by which an answer takes a person on from the form they sent: to another page, out
 * of the app, or to the page that embeds this one. A failure said, a question asked (a dialog), a
 * re-check or another panel leave them with the form, and what they typed stays.
 */
const FORM_ENDS_WITH: ReadonlyArray<Effect['kind']> = ['navigate', 'leave', 'postToParent']

/** Whether a decision signs the person in (it stores the token): then no form of this tab keeps what was typed. */
export const signsIn = (decision: Decision): boolean =>
  decision.effects.some((e) => e.kind === 'store' && e.writes.some((w) => w.key === 'TOKEN' && w.value !== null && w.value !== ''))

/** Whether a form's answer ends the form (useFormDraft drops its draft then): signed in, or on to where the answer leads. */
export const endsForm = (decision: Decision): boolean => signsIn(decision) || decision.effects.some((e) => FORM_ENDS_WITH.includes(e.kind))

/** A decision that only shows a message (an error or a warning): the person stays where they were (the form, the dialog that asked). */
export const onlyMessages = (decision: Decision): boolean => decision.effects.every((e) => e.kind === 'message')
