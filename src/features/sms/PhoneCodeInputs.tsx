import { useRef, useState, type ClipboardEvent, type ReactNode, type Ref } from 'react'
import { HStack, Stack } from '@chakra-ui/react'
import { Field } from '@/features/ui/styled/Field'
import { Input } from '@/features/ui/styled/Input'
import { NativeSelect } from '@/features/ui/styled/NativeSelect'
import { areaCodeOf, cleanSmsCode, phoneFieldValue, wholeInOtherArea, type AreaCode } from '@/outcomes/controls'
import { messageWords } from '@/words/zh-CN/messages'
import { smsWords } from '@/words/zh-CN/sms'
import { useWords } from '@/app/words'
import { useEarlyValue } from '@/features/forms/adopt'
import { fieldInput, type InputBinding } from '@/features/forms/binding'
import { LabelText } from '@/features/forms/LabelText'
import { SmsCodeButton, type SendAs } from './SmsCodeButton'

/** How text arrives all at once, not key by key: a paste, a drop, a browser's fill or suggestion. */
const ARRIVES_WHOLE = ['insertFromPaste', 'insertFromPasteAsQuotation', 'insertFromDrop', 'insertReplacementText', 'insertFromYank']

/** Whether an input event brought a whole number (an autofill's plain `input` event has no inputType). */
function arrivedWhole(event: Event): boolean {
  return !('inputType' in event) || typeof event.inputType !== 'string' || ARRIVES_WHOLE.includes(event.inputType)
}

/**
 * Area code, phone and SMS code with the get-code button: the inputs every
 * phone form of the product shares (login, bind panel, bind pages, registration).
 * A number pasted, dropped, filled in, typed before the app started or left is shown as its
 * national number (phoneFieldValue, src/outcomes/controls.ts); a prefix naming the other area
 * switches the area code, and the field says so. Typing key by key is left as typed until then, or until
 * it is a whole number in that other area (wholeInOtherArea).
 */
export function PhoneCodeInputs({
  area,
  phone,
  code,
  remaining,
  sending,
  onRequestCode,
  sendAs,
  phoneRef,
  codeRef,
  showArea = true,
  phoneLabel,
  required = false,
}: {
  area: InputBinding<AreaCode>
  phone: InputBinding<string>
  code: InputBinding<string>
  remaining: number
  sending: boolean
  onRequestCode: () => void
  /** The form's send (scope, mode), for a tap before the app is ready (src/beforeApp.ts). */
  sendAs: SendAs
  phoneRef?: Ref<HTMLInputElement>
  codeRef?: Ref<HTMLInputElement>
  showArea?: boolean
  phoneLabel?: string
  /** Mark both fields required (registration forms). */
  required?: boolean
}) {
  const w = useWords(smsWords)
  const messages = useWords(messageWords)
  // What was typed or picked in the prerendered shell before the app started (src/features/forms/adopt.ts).
  const areaElement = useRef<HTMLSelectElement | null>(null)
  const [switchedTo, setSwitchedTo] = useState<AreaCode | null>(null)
  /** The area chosen: read from its select, which holds an early pick too. */
  const chosenArea = () => areaCodeOf(areaElement.current?.value ?? area.value)
  /** Puts `raw` in the field as phoneFieldValue shows it. */
  const takePhone = (raw: string, current: string) => {
    const chosen = chosenArea()
    const shown = phoneFieldValue(raw, chosen, sendAs.mode)
    if (shown.areaCode !== chosen) {
      area.onChange(shown.areaCode)
      setSwitchedTo(shown.areaCode)
    }
    if (shown.phone !== current) phone.onChange(shown.phone)
  }
  // A paste is put in by the field itself: the pasted text whole (a field's maxLength would cut a
  // long decorated number before it is read), in place of the selection.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain')
    if (text === '') return
    e.preventDefault()
    const el = e.currentTarget
    const start = el.selectionStart ?? el.value.length
    const end = el.selectionEnd ?? el.value.length
    takePhone(el.value.slice(0, start) + text + el.value.slice(end), el.value)
  }
  const areaRef = useEarlyValue<HTMLSelectElement>(area.value, (v) => area.onChange(areaCodeOf(v)), areaElement)
  const phoneEarlyRef = useEarlyValue(phone.value, (v) => takePhone(v, phone.value), phoneRef)
  const codeEarlyRef = useEarlyValue(code.value, (v) => code.onChange(cleanSmsCode(v)), codeRef)
  return (
    <Stack gap="4">
      <Field.Root invalid={phone.error !== undefined} required={required}>
        <Field.Label>
          <LabelText label={phoneLabel ?? w.phone} required={required} />
        </Field.Label>
        {/* Side by side while both fit: the phone needs room for a whole 11-digit number (10em of its own
            text), the code room for its digits; with large text each goes on to a row of its own. */}
        <HStack gap="2" width="full" align="stretch" wrap="wrap">
          {showArea ? (
            <NativeSelect.Root width="6.5rem" flexShrink={0}>
              <NativeSelect.Field
                ref={areaRef}
                // The entry before the app finds it by this name, in any language (src/beforeApp.ts).
                name="areaCode"
                aria-label={w.areaCode}
                value={area.value}
                onChange={(e) => {
                  setSwitchedTo(null)
                  area.onChange(areaCodeOf(e.target.value))
                }}
              >
                <option value="86">+86</option>
                <option value="852">+852</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
          <Input
            ref={phoneEarlyRef}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={w.phonePlaceholder}
            maxLength={20}
            flex="1 1 10em"
            value={phone.value}
            onPaste={onPaste}
            onChange={(e) => {
              const whole = arrivedWhole(e.nativeEvent) || wholeInOtherArea(e.target.value, chosenArea(), sendAs.mode)
              if (whole) takePhone(e.target.value, phone.value)
              else phone.onChange(e.target.value)
            }}
            onBlur={(e) => {
              takePhone(e.target.value, e.target.value)
              phone.onBlur()
            }}
          />
        </HStack>
        <Field.ErrorText>{phone.error}</Field.ErrorText>
        {switchedTo !== null && showArea ? <Field.HelperText role="status">{messages.areaSwitched(switchedTo)}</Field.HelperText> : null}
      </Field.Root>
      <Field.Root invalid={code.error !== undefined} required={required}>
        <Field.Label>
          <LabelText label={w.code} required={required} />
        </Field.Label>
        <HStack gap="2" width="full" wrap="wrap">
          <Input
            ref={codeEarlyRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={w.codePlaceholder}
            maxLength={12}
            flex="1 1 7em"
            value={code.value}
            onChange={(e) => code.onChange(cleanSmsCode(e.target.value))}
            onBlur={code.onBlur}
          />
          <SmsCodeButton remaining={remaining} sending={sending} onClick={onRequestCode} sendAs={sendAs} />
        </HStack>
        <Field.ErrorText>{code.error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  )
}

/** What a TanStack Form field gives these inputs. */
interface FieldLike<T> {
  state: { value: T; meta: { errors: readonly unknown[] } }
  handleChange: (value: T) => void
  handleBlur: () => void
}

/** Any TanStack Form whose values have `areaCode`, `phone` and `code`. */
export interface PhoneCodeForm {
  Field: {
    (props: { name: 'areaCode'; children: (field: FieldLike<AreaCode>) => ReactNode }): ReactNode | Promise<ReactNode>
    (props: { name: 'phone' | 'code'; children: (field: FieldLike<string>) => ReactNode }): ReactNode | Promise<ReactNode>
  }
}

/** The three fields of a phone form bound to its TanStack Form. */
export function PhoneCodeFields({
  form,
  phoneError,
  onPhoneEdit,
  ...rest
}: {
  form: PhoneCodeForm
  /** A problem the get-code button found, shown until the phone or its area is edited. */
  phoneError?: string | null
  onPhoneEdit?: () => void
} & Omit<Parameters<typeof PhoneCodeInputs>[0], 'area' | 'phone' | 'code'>) {
  const Field = form.Field
  // An edit of the phone, or of its area (another area is another number), takes the get-code button's problem away.
  const clearingProblem = <T,>(field: FieldLike<T>): InputBinding<T> => {
    const binding = fieldInput(field)
    return {
      ...binding,
      onChange: (value) => {
        onPhoneEdit?.()
        binding.onChange(value)
      },
    }
  }
  const phoneBinding = (field: FieldLike<string>): InputBinding<string> => {
    const binding = clearingProblem(field)
    return { ...binding, error: phoneError ?? binding.error }
  }
  return (
    <Field name="areaCode">
      {(area) => (
        <Field name="phone">
          {(phone) => (
            <Field name="code">
              {(code) => <PhoneCodeInputs area={clearingProblem(area)} phone={phoneBinding(phone)} code={fieldInput(code)} {...rest} />}
            </Field>
          )}
        </Field>
      )}
    </Field>
  )
}
