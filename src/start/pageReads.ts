/**
 * What a registration page reads from the back end as it opens, as rows: the lookups (the lists the
 * form's fields offer) and, when a rejected application is edited, the earlier application
 * (getErrorExamine). The app reads them when the form renders (src/api, the registration screen);
 * an edit link reads both before the app's code has run (src/beforeApp.ts, from the early script),
 * and the app adopts those reads (src/api/adoptRead.ts): the form it shows needs them. A new
 * registration does not: read then, its lists shared the slow network with the app's code (ready 18 %
 * sooner without them, docs/startup.md, row 11). Pure: the early script imports it.
 */
import { REGISTER_IDS } from './shells.ts'

export type RegisterForm = 'company' | 'factory'

/** The lookup calls (contract: "Shapes the spec leaves open"). */
export type LookupName = 'getArea' | 'getEnum' | 'getRegPurpose' | 'getBusiness'

/** The lookups each registration form's fields show (src/features/register/CompanyForm.tsx, FactoryForm.tsx). */
export const FORM_LOOKUPS: Readonly<Record<RegisterForm, readonly LookupName[]>> = {
  company: ['getArea', 'getEnum', 'getRegPurpose'],
  factory: ['getArea', 'getBusiness'],
}

export interface RegisterOpening {
  /** The form that shows first. */
  form: RegisterForm
  /** A rejected application of that kind is edited (its earlier application is read). */
  editing: boolean
}

/** `id` of /register and /company (spec section 2): the form it opens, and whether it edits. */
export const REGISTER_OPENINGS: Readonly<Record<(typeof REGISTER_IDS)[number] | 'none', RegisterOpening>> = {
  none: { form: 'company', editing: false },
  '1': { form: 'company', editing: false },
  edit: { form: 'company', editing: true },
  editFactory: { form: 'factory', editing: true },
}

export function registerOpening(id: string | undefined): RegisterOpening {
  const row = REGISTER_IDS.find((known) => known === id)
  return REGISTER_OPENINGS[row ?? 'none']
}

/** The pages that open a registration form. */
const REGISTER_PATHS = ['/register', '/company'] as const

export interface PageReads {
  lookups: readonly LookupName[]
  /** The earlier application of this kind (getErrorExamine). */
  rejected: RegisterForm
}

/** What this page (its path without /home, its `id`) reads before the app; null: nothing. */
export function pageReads(path: string, id: string | undefined): PageReads | null {
  if (!REGISTER_PATHS.some((p) => p === path)) return null
  const { form, editing } = registerOpening(id)
  return editing ? { lookups: FORM_LOOKUPS[form], rejected: form } : null
}
