import { useCallback, type Ref, type RefCallback } from 'react'

function assign<E>(ref: Ref<E> | undefined, el: E | null): void {
  if (typeof ref === 'function') ref(el)
  else if (ref) ref.current = el
}

/**
 * A ref for a text field or a select of a prerendered shell. The page takes
 * typing from first paint, before the app has started (src/start/early.ts);
 * when React hydrates the field it leaves what the person typed in it, and this
 * hands that to the form once, as if typed, so validation and submit see it.
 * Afterwards the field is controlled as usual and this finds nothing to adopt.
 */
export function useEarlyValue<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
  ref?: Ref<E>,
): RefCallback<E> {
  return useCallback(
    (el: E | null) => {
      if (el && el.value !== value) onChange(el.value)
      assign(ref, el)
    },
    [value, onChange, ref],
  )
}

/** useEarlyValue for a checkbox: a box ticked before the app started stays ticked, and the form knows it. */
export function useEarlyChecked(checked: boolean, onChange: (checked: boolean) => void): RefCallback<HTMLInputElement> {
  return useCallback(
    (el: HTMLInputElement | null) => {
      if (el && el.checked !== checked) onChange(el.checked)
    },
    [checked, onChange],
  )
}
