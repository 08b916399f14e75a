import { useCallback, useEffect, useRef } from 'react'
import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { companyPhoneRegister } from '@/api/companyPhoneRegister'
import { companyUserRegister } from '@/api/companyUserRegister'
import { useGetArea } from '@/api/getArea'
import { useGetEnum } from '@/api/getEnum'
import { useGetRegPurpose } from '@/api/getRegPurpose'
import { cleanDigits } from '@/outcomes/controls'
import type { Draft } from '@/session/storage'
import { fieldInput } from '@/features/forms/fieldError'
import { TextField } from '@/features/forms/TextField'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useSendCode } from '@/features/sms/useSendCode'
import { ImageUpload } from '@/features/upload/ImageUpload'
import { AreaPicker } from './AreaPicker'
import { ChoiceGroup } from './ChoiceGroup'
import { LookupState } from './LookupState'
import { CompanyFormSchema, EMPTY_COMPANY, toCompanyPayload, type CompanyFormValues } from './schemas'
import { AgreementField, focusFirstError, SubmitBar, useDraft, usePhoneCheck, useRegistrationSubmit } from './shared'

/** The buyer (company) registration form (spec sections 3 and 5). */
export function CompanyForm({ strNo, initial }: { strNo: string | null; initial: Partial<CompanyFormValues> | null }) {
  const container = useRef<HTMLFormElement>(null)
  const sms = useSendCode('register-company')
  const phoneCheck = usePhoneCheck('company')
  const { sending, submit } = useRegistrationSubmit('company')
  const area = useGetArea()
  const channels = useGetEnum()
  const purposes = useGetRegPurpose()

  const form = useForm({
    defaultValues: EMPTY_COMPANY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: CompanyFormSchema },
    onSubmit: async ({ value }) => {
      const payload = toCompanyPayload(value, strNo)
      await submit(payload.company_mobilephone, () => (strNo ? companyUserRegister(payload) : companyPhoneRegister(payload)))
    },
    onSubmitInvalid: () => window.setTimeout(() => focusFirstError(container.current), 0),
  })

  useEffect(() => {
    if (initial) form.reset({ ...EMPTY_COMPANY, ...initial }, { keepDefaultValues: true })
  }, [form, initial])

  const values = useStore(form.store, (s) => s.values)
  const restore = useCallback((draft: Draft) => form.reset({ ...EMPTY_COMPANY, ...(draft as Partial<CompanyFormValues>), code: '' }, { keepDefaultValues: true }), [form])
  useDraft('company', values, restore)


  return (
    <chakra.form
      ref={container}
      noValidate
      aria-label="采购商注册"
      onSubmit={(e) => {
        e.preventDefault()
        if (!sending) void form.handleSubmit()
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="company_name">{(f) => <TextField label="公司名称" required binding={fieldInput(f)} autoComplete="organization" />}</form.Field>
          <form.Field name="company_contact">{(f) => <TextField label="联系人" required binding={fieldInput(f)} autoComplete="name" />}</form.Field>
        </SimpleGrid>
        <Stack gap="1" onBlur={() => void phoneCheck.check(form.state.values.phone, form.state.values.areaCode)}>
          <PhoneCodeFields
            form={form}
            required
            {...sms.fieldsFor(() => form.state.values)}
          />
          {phoneCheck.warning ? (
            <Text fontSize="sm" color="orange.700" role="status" data-testid="phone-warning">
              {phoneCheck.warning}
            </Text>
          ) : null}
        </Stack>
        <form.Field name="copyWechat">
          {(f) => (
            <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <chakra.input type="checkbox" checked={f.state.value} onChange={(e) => f.handleChange(e.target.checked)} accentColor="orange.500" boxSize="4" />
              微信号与手机号相同
            </chakra.label>
          )}
        </form.Field>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <form.Subscribe selector={(s) => [s.values.copyWechat, s.values.phone] as const}>
            {([copy, phone]) => (
              <form.Field name="company_wechat">
                {(f) => (
                  <TextField
                    label="微信号"
                    binding={copy ? { ...fieldInput(f), value: cleanDigits(phone) } : fieldInput(f)}
                    disabled={copy}
                  />
                )}
              </form.Field>
            )}
          </form.Subscribe>
          <form.Field name="company_telephone">{(f) => <TextField label="座机" binding={fieldInput(f)} inputMode="tel" />}</form.Field>
          <form.Field name="company_qq">{(f) => <TextField label="QQ" binding={fieldInput(f)} inputMode="numeric" />}</form.Field>
        </SimpleGrid>
        <LookupState pending={area.isPending} failed={area.isError} onRetry={() => void area.refetch()} what="地区">
          <form.Field name="area">{(f) => <AreaPicker tree={area.data ?? []} binding={fieldInput(f)} />}</form.Field>
        </LookupState>
        <form.Field name="company_address">{(f) => <TextField label="详细地址" required binding={fieldInput(f)} autoComplete="street-address" />}</form.Field>
        <LookupState pending={channels.isPending} failed={channels.isError} onRetry={() => void channels.refetch()} what="销售渠道">
          <form.Field name="channels">
            {(f) => <ChoiceGroup legend="销售渠道" required options={(channels.data ?? []).map((c) => ({ id: c.id, label: c.text }))} binding={fieldInput(f)} />}
          </form.Field>
        </LookupState>
        <LookupState pending={purposes.isPending} failed={purposes.isError} onRetry={() => void purposes.refetch()} what="注册目的">
          <form.Field name="reg_purpose">
            {(f) => <ChoiceGroup legend="注册目的" options={(purposes.data ?? []).map((c) => ({ id: c.id, label: c.text }))} binding={fieldInput(f)} />}
          </form.Field>
        </LookupState>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="company_business_licence">{(f) => <ImageUpload label="营业执照" required binding={fieldInput(f)} />}</form.Field>
          <form.Field name="company_facade">{(f) => <ImageUpload label="公司照片" required binding={fieldInput(f)} hint="公司门头或办公场所照片，jpg/png" />}</form.Field>
        </SimpleGrid>
        <form.Field name="agree">{(f) => <AgreementField binding={fieldInput(f)} />}</form.Field>
        <SubmitBar sending={sending} label="提交注册" />
      </Stack>
    </chakra.form>
  )
}
