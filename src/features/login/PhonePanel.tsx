import { useEffect, useState } from 'react'
import { Box, Button, Stack } from '@chakra-ui/react'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { login1 } from '@/api/login1'
import { failureText } from '@/api/errors'
import { browserEnv, userAgent } from '@/app/browser'
import { decisionTable, need, useDecisions, type ScreenHandlers } from '@/app/decisions'
import { showMessage } from '@/app/toaster'
import { cleanSmsCode, readPhone } from '@/outcomes/controls'
import { isDesktopClient } from '@/start/deviceControls'
import { getFactoryUrl } from '@/session/storage'
import { useFormDraft } from '@/features/forms/useFormDraft'
import { focusAgain } from '@/features/forms/focus'
import { useErrorsInLanguage } from '@/features/forms/useErrorsInLanguage'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useSendCode } from '@/features/sms/useSendCode'
import { useReadersArea } from '@/features/sms/useReadersArea'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { phoneLoginSchema, type PhoneLoginValues } from './schemas'
import { onlyMessages } from '@/outcomes/forms'

const DEFAULTS: PhoneLoginValues = { areaCode: '86', phone: '', code: '', codeRequested: false }

/**
 * Phone panel of the login card: area code, phone, SMS code, get-code and
 * login (spec sections 2, 4, 5). Results go through the outcomes core.
 */
interface PhonePanelProps {
  handlers: ScreenHandlers
  autoLogin: boolean
  /** A phone to put in the field (tester mode's test accounts). */
  prefill?: { phone: string } | null
  /** The prefill is in the field: it is not put there again when the panel comes back (what was typed since wins). */
  onPrefilled?: () => void
  /** The embedded login (/LoginIfarme): its own phone rule and outcomes column. */
  embedded?: boolean
}

export default function PhonePanel({ handlers, autoLogin: autoLoginChosen, prefill, onPrefilled, embedded = false }: PhonePanelProps) {
  const w = useWords(loginWords)
  const sms = useSendCode(embedded ? 'embedded' : 'login', embedded ? 'embedded' : 'login')
  const apply = useDecisions(handlers)
  const [desktop, setDesktop] = useState(false)

  useEffect(() => setDesktop(isDesktopClient(userAgent())), [])

  // Fixed as the panel mounts: a switch of language later keeps what the form holds (a reset would forget the code was asked for).
  const defaults = useReadersArea(DEFAULTS, embedded ? 'embedded' : 'login')
  const form = useForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: phoneLoginSchema(embedded ? 'embedded' : 'login') },
    onSubmit: async ({ value }) => {
      const { national: mobile, areaCode } = readPhone(value.phone, value.areaCode, embedded ? 'embedded' : 'login')
      const autoLogin = !desktop && autoLoginChosen
      try {
        const [answer, { decide }] = await Promise.all([
          login1({
            mobile,
            code: cleanSmsCode(value.code),
            isAuto: autoLogin ? 1 : 0,
            area_code: areaCode,
            ...(desktop ? { stu: 1 as const } : {}),
          }),
          need(decisionTable),
        ])
        const decision = decide(
          { kind: 'login', via: 'phone', embedded, autoLogin, mobile, factoryUrl: getFactoryUrl(), ...browserEnv() },
          answer,
        )
        if (decision.effects.some((e) => e.kind === 'leave')) sms.reset()
        settle(decision)
        apply(decision)
        if (onlyMessages(decision)) focusAgain(sms.codeRef.current)
      } catch (e) {
        showMessage('error', failureText(e))
        focusAgain(sms.codeRef.current)
      }
    },
    onSubmitInvalid: ({ formApi }) => {
      if (formApi.getFieldMeta('phone')?.errors.length) sms.phoneRef.current?.focus()
      else sms.codeRef.current?.focus()
    },
  })
  useErrorsInLanguage(form)
  // What is typed survives the other panels, other pages and reloads (the code only while the page lives).
  const { settle } = useFormDraft(embedded ? 'embedded-phone' : 'login-phone', form, {
    empty: defaults,
    never: ['codeRequested'],
    pageOnly: ['code'],
  })

  useEffect(() => {
    if (!prefill) return
    form.setFieldValue('phone', prefill.phone)
    onPrefilled?.()
  }, [form, prefill, onPrefilled])

  // The "code requested" rule follows the countdown, which survives reloads. Only a change is set:
  // setting the same value still marks the field and runs the form's validation, work the first render does not need.
  useEffect(() => {
    if (form.getFieldValue('codeRequested') !== sms.requested) form.setFieldValue('codeRequested', sms.requested)
  }, [form, sms.requested])

  return (
    <form
      noValidate
      aria-label={w.phonePanel}
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        // One request at a time: the first tap sets isSubmitting synchronously, so Enter or a double click does nothing.
        if (form.state.isSubmitting) return
        void form.handleSubmit()
      }}
    >
      <Stack gap="4">
        <PhoneCodeFields form={form} {...sms.fieldsFor(() => form.state.values)} />

        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Box>
              <Button type="submit" colorPalette="orange" width="full" size="lg" loading={submitting} loadingText={w.submitting}>
                {w.submit}
              </Button>
            </Box>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}
