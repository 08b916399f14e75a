import type { InputHTMLAttributes, Ref } from 'react'
import { Field } from '@/features/ui/styled/Field'
import { Input } from '@/features/ui/styled/Input'
import type { InputBinding } from '@/features/forms/binding'
import { useEarlyValue } from './adopt'
import { LabelText } from './LabelText'

/** A labelled text input bound to a form field, with its error and an optional hint. */
export function TextField({
  label,
  binding,
  required = false,
  hint,
  inputRef,
  ...input
}: {
  label: string
  binding: InputBinding<string>
  required?: boolean
  hint?: string
  inputRef?: Ref<HTMLInputElement>
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'name' | 'type' | 'disabled'
>) {
  const ref = useEarlyValue(binding.value, binding.onChange, inputRef)
  return (
    <Field.Root invalid={binding.error !== undefined} required={required}>
      <Field.Label>
        <LabelText label={label} required={required} />
      </Field.Label>
      <Input ref={ref} value={binding.value} onChange={(e) => binding.onChange(e.target.value)} onBlur={binding.onBlur} {...input} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{binding.error}</Field.ErrorText>
    </Field.Root>
  )
}
