/** A form field as the shared inputs need it (from a TanStack Form field: see `fieldInput`). */
export interface InputBinding<T> {
  value: T
  onChange: (value: T) => void
  onBlur: () => void
  error: string | undefined
}

/** The first message of a TanStack Form field's errors (strings or Standard Schema issues). */
function fieldError(errors: readonly unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string' && e) return e
    if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') return e.message
  }
  return undefined
}

/** A TanStack Form field as an InputBinding for the shared inputs. */
export function fieldInput<T>(field: {
  state: { value: T; meta: { errors: readonly unknown[] } }
  handleChange: (value: T) => void
  handleBlur: () => void
}): InputBinding<T> {
  return {
    value: field.state.value,
    onChange: (value) => field.handleChange(value),
    onBlur: () => field.handleBlur(),
    error: fieldError(field.state.meta.errors),
  }
}
