/**
 * After an answer that leaves the person at the form (a refusal said, a request that failed): `field` (the
 * code, the likeliest to retype) takes the focus the busy submit button let go of, unless the person has
 * put it somewhere since.
 */
export function focusAgain(field: HTMLElement | null | undefined): void {
  const active = document.activeElement
  if (active && active !== document.body) return
  field?.focus()
}
