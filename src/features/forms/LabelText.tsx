import type { ReactNode } from 'react'
import { Field } from '@/features/ui/styled/Field'

/** A field's label and its required mark, one item of the label's row: a label that wraps keeps its mark after its last word. */
export function LabelText({ label, required = false }: { label: ReactNode; required?: boolean }) {
  return (
    <span>
      {label}
      {required ? (
        <>
          {' '}
          <Field.RequiredIndicator />
        </>
      ) : null}
    </span>
  )
}
