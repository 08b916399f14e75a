import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { revalidateLogic, useForm, type StandardSchemaV1 } from '@tanstack/react-form'
import { Field } from '@/features/ui/styled/Field'
import { failureText } from '@/api/errors'
import { useVerifyRegistration } from '@/api/verifyRegistration'
import { browserEnv } from '@/app/browser'
import { decisionTable, need, useDecisions } from '@/app/decisions'
import { showMessage } from '@/app/toaster'
import { getStrNo } from '@/session/storage'
import { phoneProblem, readPhone, type AreaCode } from '@/outcomes/controls'
import type { Decision, ResultAnswer } from '@/outcomes/types'
import { AgreementLinkPair } from '@/features/layout/AgreementLinkPair'
import { useEarlyChecked } from '@/features/forms/adopt'
import { useFormDraft } from '@/features/forms/useFormDraft'
import { focusAgain } from '@/features/forms/focus'
import { onlyMessages } from '@/outcomes/forms'
import { useErrorsInLanguage } from '@/features/forms/useErrorsInLanguage'
import type { InputBinding } from '@/features/forms/binding'
import { PhoneCodeFields, type PhoneCodeForm } from '@/features/sms/PhoneCodeInputs'
import { useSendCode } from '@/features/sms/useSendCode'
import { useWords } from '@/app/words'
import { registerWords } from '@/words/zh-CN/register'

export type Kind = 'company' | 'factory'

/** The agreement checkbox: read and agree to the privacy policy and the disclaimer, both opening in a new tab. */
export function AgreementField({ binding }: { binding: InputBinding<boolean> }) {
  const w = useWords(registerWords)
  const ref = useEarlyChecked(binding.value, binding.onChange)
  return (
    <Field.Root invalid={binding.error !== undefined}>
      <HStack gap="2" fontSize="sm" wrap="wrap">
        <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
          <chakra.input
            ref={ref}
            type="checkbox"
            checked={binding.value}
            onChange={(e) => binding.onChange(e.target.checked)}
            onBlur={binding.onBlur}
            boxSize="4"
            accentColor="orange.500"
            aria-describedby="agreement-links"
          />
          {w.agreeLabel}
        </chakra.label>
        <span id="agreement-links">
          <AgreementLinkPair />
        </span>
      </HStack>
      <Field.ErrorText>{binding.error}</Field.ErrorText>
    </Field.Root>
  )
}

export function SubmitBar({ sending, label }: { sending: boolean; label: string }) {
  const w = useWords(registerWords)
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.600">
        {w.reviewNotice}
      </Text>
      <Box>
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          width={{ base: 'full', sm: 'auto' }}
          minW="min(12rem, 100%)"
          loading={sending}
          loadingText={w.submitting}
        >
          {label}
        </Button>
      </Box>
    </Stack>
  )
}

/**
 * verifyRegistration on phone entry: a warning when the phone is already a
 * company, a factory or under review. Checked once per valid phone.
 */
function usePhoneCheck(kind: Kind) {
  const [warning, setWarning] = useState<string | null>(null)
  const verify = useVerifyRegistration()
  const last = useRef('')
  async function check(phone: string, areaCode: AreaCode) {
    const mode = kind === 'factory' ? 'factory' : 'login'
    const mobile = readPhone(phone, areaCode, mode).national
    if (phoneProblem(phone, areaCode, mode) !== null || mobile === last.current) return
    last.current = mobile
    try {
      const answer = await verify.mutateAsync({ mobile, type: kind })
      const registered = answer.code === 0 && answer.type !== null && answer.type !== '0' && answer.msg !== ''
      setWarning(registered ? answer.msg : null)
    } catch {
      // A failed check is not the user's problem: the submit will tell.
      last.current = ''
    }
  }
  return { warning, check }
}

/**
 * A registration form's phone, SMS code and get-code button, with the
 * already-registered warning. A component of its own so that the countdown's
 * ticks and the check's answer re-render these fields, not the whole form.
 */
export function RegistrationPhone({
  form,
  kind,
  values,
}: {
  form: PhoneCodeForm
  kind: Kind
  /** The form's current phone and area code. */
  values: () => { phone: string; areaCode: AreaCode }
}) {
  const sms = useSendCode(`register-${kind}`, kind === 'factory' ? 'factory' : 'login')
  const phoneCheck = usePhoneCheck(kind)
  return (
    <Stack
      gap="1"
      onBlur={() => {
        const { phone, areaCode } = values()
        void phoneCheck.check(phone, areaCode)
      }}
    >
      <PhoneCodeFields form={form} required showArea={kind === 'company'} {...sms.fieldsFor(values)} />
      {phoneCheck.warning ? (
        <Text fontSize="sm" color="orange.700" role="status" data-testid="phone-warning">
          {phoneCheck.warning}
        </Text>
      ) : null}
    </Stack>
  )
}

/** Send a registration and apply its outcome (spec section 4, registration result). */
function useRegistrationSubmit(kind: Kind, settle: (decision: Decision) => void, container: RefObject<HTMLFormElement | null>) {
  const apply = useDecisions()
  const code = () => container.current?.querySelector<HTMLInputElement>('input[name="code"]')
  return async (mobile: string, send: () => Promise<ResultAnswer>) => {
    try {
      const [answer, { decide }] = await Promise.all([send(), need(decisionTable)])
      const decision = decide({ kind: 'registration', form: kind, mobile, ...browserEnv() }, answer)
      settle(decision)
      apply(decision)
      if (onlyMessages(decision)) focusAgain(code())
    } catch (e) {
      // 5xx goes to /error (the draft keeps every field); anything else: say so, keep the form.
      showMessage('error', failureText(e))
      focusAgain(code())
    }
  }
}

/** Put focus on the first field with an error after a failed submit. */
function focusFirstError(container: HTMLElement | null): void {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select')
  target?.focus()
}

/** What each registration form gives the shared hook. */
export interface RegistrationFormOptions<TValues extends { code: string }> {
  kind: Kind
  /** The empty form (also what a prefill or a draft is laid over). */
  empty: TValues
  /** The valibot schema of the form (TanStack Form takes it as a Standard Schema). */
  schema: StandardSchemaV1<TValues, unknown>
  /** An edit page's form (its draft is not the new registration's). */
  editing: boolean
  /** The earlier application (the edit pages), once it has arrived. */
  initial: Partial<TValues> | null
  /** The earlier application is still being read: nothing is restored or kept until it is here. */
  waiting: boolean
  /** Sent with the bound identity (id=1 and the edit pages): its stored strNo, read when the form is sent. */
  identity?: boolean
  /** The request a valid form sends (with the identity's strNo, or null): the phone it registers and the call (its mutation's mutateAsync). */
  request: (values: TValues, strNo: string | null) => { mobile: string; send: () => Promise<ResultAnswer> }
  /** The registration's mutation is pending (its hook's isPending): the submit button is busy. */
  pending: boolean
}

/**
 * One registration form's setup, shared by CompanyForm and FactoryForm: the
 * TanStack form (validated on submit, then revalidated as the user corrects),
 * the submit with its outcome and one request at a time, focus on the first
 * error of an invalid submit, the earlier application laid over the empty form,
 * and what was typed kept and laid over that (useFormDraft: the uploaded images'
 * addresses and the choices too; the SMS code only while the page lives).
 */
export function useRegistrationForm<TValues extends { code: string }>({
  kind,
  empty,
  schema,
  editing,
  initial,
  waiting,
  identity = false,
  request,
  pending,
}: RegistrationFormOptions<TValues>) {
  const container = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const { mobile, send } = request(value, identity ? getStrNo() : null)
      await submit(mobile, send)
    },
    onSubmitInvalid: () => window.setTimeout(() => focusFirstError(container.current), 0),
  })

  useErrorsInLanguage(form)
  const base = useMemo(() => (waiting ? null : { ...empty, ...initial }), [waiting, empty, initial])
  const { settle } = useFormDraft(editing ? (`edit-${kind}` as const) : (`register-${kind}` as const), form, {
    empty,
    base,
    pageOnly: ['code'],
  })
  const submit = useRegistrationSubmit(kind, settle, container)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    // One request at a time: the first tap sets isSubmitting synchronously, so a double tap sends once.
    if (!form.state.isSubmitting) void form.handleSubmit()
  }
  return { form, container, sending: pending, onSubmit }
}
