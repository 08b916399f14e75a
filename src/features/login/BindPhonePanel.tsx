import { useRef, useState } from 'react'
import { Button, Stack, Text } from '@chakra-ui/react'
import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { bindMobile } from '@/api/bindMobile'
import { editbindMobile } from '@/api/editbindMobile'
import { failureText } from '@/api/client'
import { browserEnv } from '@/app/browser'
import { useDecisions } from '@/app/decisions'
import { WithQuery } from '@/app/WithQuery'
import { showMessage } from '@/app/toaster'
import { AREA_CODES, cleanDigits, cleanSmsCode, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { MSG } from '@/outcomes/messages'
import { decide } from '@/outcomes/table'
import { getStrNo } from '@/session/storage'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useSendCode } from '@/features/sms/useSendCode'
import type { useLoginFlow } from './useLoginFlow'

/** Bind phone (spec section 5): a phone (请输入手机号) and a code (请输入验证码) are required. */
export const BindPhoneSchema = v.pipe(
  v.object({ areaCode: v.picklist(AREA_CODES), phone: v.string(), code: v.string() }),
  v.forward(
    v.check(
      (i) => cleanDigits(i.phone) !== '',
      MSG.enterPhone,
    ),
    ['phone'],
  ),
  v.forward(
    v.check(
      (i) => cleanDigits(i.phone) === '' || phoneProblem(i.phone, i.areaCode) === null,
      MSG.phoneFormat,
    ),
    ['phone'],
  ),
  v.forward(
    v.check((i) => cleanSmsCode(i.code) !== '', MSG.enterCode),
    ['code'],
  ),
)

type Flow = ReturnType<typeof useLoginFlow>

/**
 * The bind-phone panel of the login card: bindMobile; type 0 asks to rebind
 * (editbindMobile), type 1 re-determines the account type (spec section 4).
 */
function BindPhoneForm({ flow }: { flow: Flow }) {
  const sms = useSendCode('bind')
  const [sending, setSending] = useState(false)
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const apply = useDecisions({
    ...flow.handlers,
    dialog: (d) => (d.dialog === 'rebind' ? flow.openDialog(d, () => void rebind()) : flow.handlers.dialog?.(d)),
  })

  const form = useForm({
    defaultValues: { areaCode: '86' as AreaCode, phone: '', code: '' },
    validators: { onSubmit: BindPhoneSchema },
    onSubmit: async ({ value }) => {
      const mobile = cleanDigits(value.phone)
      setSending(true)
      try {
        const answer = await bindMobile({ mobile, code: cleanSmsCode(value.code), strNo: getStrNo() ?? undefined, area_code: value.areaCode })
        apply(decide({ kind: 'bindPanel', mobile, ...browserEnv() }, answer))
      } catch (e) {
        showMessage('error', failureText(e))
      } finally {
        setSending(false)
      }
    },
    onSubmitInvalid: ({ formApi }) => {
      if (formApi.getFieldMeta('phone')?.errors.length) phoneRef.current?.focus()
      else codeRef.current?.focus()
    },
  })

  async function rebind() {
    const { phone, code } = form.state.values
    const mobile = cleanDigits(phone)
    setSending(true)
    try {
      const answer = await editbindMobile({ mobile, code: cleanSmsCode(code), strNo: getStrNo() ?? undefined })
      flow.closeDialog()
      apply(decide({ kind: 'rebind', mobile, ...browserEnv() }, answer))
    } catch (e) {
      showMessage('error', failureText(e))
    } finally {
      setSending(false)
    }
  }

  async function requestCode() {
    const { phone, areaCode } = form.state.values
    const problem = cleanDigits(phone) === '' ? MSG.enterPhone : await sms.send(phone, areaCode)
    form.setFieldMeta('phone', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: problem ?? undefined } }))
    if (problem) phoneRef.current?.focus()
    else codeRef.current?.focus()
  }

  return (
    <form
      noValidate
      aria-label="绑定手机号"
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        if (sending) return
        void form.handleSubmit()
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          扫码登录的微信尚未绑定手机号，请绑定手机号后继续。
        </Text>
        <PhoneCodeFields
          form={form}
          remaining={sms.remaining}
          sending={sms.sending}
          onRequestCode={() => void requestCode()}
          phoneRef={phoneRef}
          codeRef={codeRef}
        />
        <Button type="submit" colorPalette="orange" width="full" size="lg" loading={sending || flow.busy} loadingText="提交中">
          绑定
        </Button>
      </Stack>
    </form>
  )
}

export default function BindPhonePanel(props: { flow: Flow }) {
  return (
    <WithQuery>
      <BindPhoneForm {...props} />
    </WithQuery>
  )
}
