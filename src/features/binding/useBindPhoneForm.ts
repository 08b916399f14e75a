import type { FormEvent } from 'react'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { bindMobile } from '@/api/bindMobile'
import { editbindMobile } from '@/api/editbindMobile'
import { failureText } from '@/api/errors'
import { browserEnv } from '@/app/browser'
import { decisionTable, need, useDecisions, type Decide } from '@/app/decisions'
import { useInFlight } from '@/app/useInFlight'
import { useWords } from '@/app/words'
import { showMessage } from '@/app/toaster'
import { AREA_CODES, cleanDigits, cleanSmsCode, phoneProblem, readPhone, type AreaCode } from '@/outcomes/controls'
import { messageWords } from '@/words/zh-CN/messages'
import { wordsNow } from '@/words/now'
import type { Decision, ResultAnswer } from '@/outcomes/types'
import type { DraftName } from '@/session/drafts'
import { getStrNo } from '@/session/storage'
import type { useLoginFlow } from '@/features/login/useLoginFlow'
import { onlyMessages } from '@/outcomes/forms'
import { useFormDraft } from '@/features/forms/useFormDraft'
import { focusAgain } from '@/features/forms/focus'
import { useErrorsInLanguage } from '@/features/forms/useErrorsInLanguage'
import { useSendCode } from '@/features/sms/useSendCode'
import { useReadersArea } from '@/features/sms/useReadersArea'

/** Binding by phone (spec section 5): the phone and code required, the phone rule by area code. */
// Its messages are made as valibot reports an issue, in the page's language then.
const said = (word: 'enterPhone' | 'phoneFormat' | 'enterCode') => () => wordsNow(messageWords)[word]
const BindPhoneSchema = v.pipe(
  v.object({ areaCode: v.picklist(AREA_CODES), phone: v.string(), code: v.string() }),
  v.forward(
    v.check((i) => cleanDigits(i.phone) !== '', said('enterPhone')),
    ['phone'],
  ),
  v.forward(
    v.check((i) => cleanDigits(i.phone) === '' || phoneProblem(i.phone, i.areaCode) === null, said('phoneFormat')),
    ['phone'],
  ),
  v.forward(
    v.check((i) => cleanSmsCode(i.code) !== '', said('enterCode')),
    ['code'],
  ),
)

type Flow = ReturnType<typeof useLoginFlow>

const EMPTY = { areaCode: '86' as AreaCode, phone: '', code: '' }

/**
 * The phone + code form every binding screen shares: bindMobile (with `type`
 * on the bind pages), its decision, and the rebind confirm (editbindMobile).
 */
export function useBindPhoneForm({
  scope,
  draft,
  flow,
  type,
  decideFor,
}: {
  scope: string
  /** Where what is typed is kept (src/session/drafts.ts). */
  draft: DraftName
  flow: Flow
  type?: 'company' | 'factory'
  decideFor: (decide: Decide, mobile: string, answer: ResultAnswer) => Decision
}) {
  const { enterPhone } = useWords(messageWords)
  const sms = useSendCode(scope, 'login', enterPhone)
  const { phoneRef, codeRef } = sms
  const flight = useInFlight()
  const apply = useDecisions({
    ...flow.handlers,
    dialog: (d) => (d.dialog === 'rebind' ? flow.openDialog(d, () => void rebind()) : flow.handlers.dialog?.(d)),
  })

  const empty = useReadersArea(EMPTY)
  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: BindPhoneSchema },
    onSubmit: ({ value }) =>
      flight.run(async () => {
        const { national: mobile, areaCode } = readPhone(value.phone, value.areaCode)
        try {
          const [answer, { decide }] = await Promise.all([
            bindMobile({
              mobile,
              code: cleanSmsCode(value.code),
              strNo: getStrNo() ?? undefined,
              area_code: areaCode,
              ...(type ? { type } : {}),
            }),
            need(decisionTable),
          ])
          const decision = decideFor(decide, mobile, answer)
          settle(decision)
          apply(decision)
          if (onlyMessages(decision)) focusAgain(codeRef.current)
        } catch (e) {
          showMessage('error', failureText(e))
          focusAgain(codeRef.current)
        }
      }),
    onSubmitInvalid: ({ formApi }) => {
      if (formApi.getFieldMeta('phone')?.errors.length) phoneRef.current?.focus()
      else codeRef.current?.focus()
    },
  })
  useErrorsInLanguage(form)
  const { settle } = useFormDraft(draft, form, { empty, pageOnly: ['code'] })

  async function rebind() {
    const { phone, code, areaCode } = form.state.values
    const mobile = readPhone(phone, areaCode).national
    const decision = await flow.run(async () => {
      try {
        const [answer, { decide }] = await Promise.all([
          editbindMobile({ mobile, code: cleanSmsCode(code), strNo: getStrNo() ?? undefined }),
          need(decisionTable),
        ])
        return decide({ kind: 'rebind', mobile, ...browserEnv() }, answer)
      } catch (e) {
        showMessage('error', failureText(e))
        return undefined
      }
    })
    if (!decision) return
    // A failure only says so: the prompt stays open to try again. Applied once the call is over,
    // so a follow-up (the account type determined again) can run.
    if (!onlyMessages(decision) || decision.row === 'rebind.0') flow.closeDialog()
    settle(decision)
    apply(decision)
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    e.stopPropagation()
    if (!flight.busy) void form.handleSubmit()
  }

  const fields = { form, ...sms.fieldsFor(() => form.state.values) }
  return { fields, sending: flight.busy, onSubmit }
}
