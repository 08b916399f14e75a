import { memo } from 'react'
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react'
import { useCompanyPhoneRegister } from '@/api/companyPhoneRegister'
import { useCompanyUserRegister } from '@/api/companyUserRegister'
import { readPhone } from '@/outcomes/controls'
import { useEarlyChecked } from '@/features/forms/adopt'
import { fieldInput } from '@/features/forms/binding'
import { TextField } from '@/features/forms/TextField'
import { ImageUpload } from '@/features/upload/ImageUpload'
import { AreaField, ChannelChoices, PurposeChoices } from './Lookups'
import { CompanyFormSchema, EMPTY_COMPANY, toCompanyPayload, type CompanyFormValues } from './schemas'
import { AgreementField, SubmitBar, RegistrationPhone, useRegistrationForm, type RegistrationFormOptions } from './shared'
import { useWords } from '@/app/words'
import { useReadersArea } from '@/features/sms/useReadersArea'
import { registerWords } from '@/words/zh-CN/register'

/** The buyer (company) registration form (spec sections 3 and 5); memo: the page around it renders again while an edit page reads. */
export const CompanyForm = memo(function CompanyForm({
  identity,
  editing,
  initial,
  waiting,
}: Pick<RegistrationFormOptions<CompanyFormValues>, 'identity' | 'editing' | 'initial' | 'waiting'>) {
  const w = useWords(registerWords)
  const phoneRegister = useCompanyPhoneRegister()
  const userRegister = useCompanyUserRegister()
  const { form, container, sending, onSubmit } = useRegistrationForm({
    kind: 'company',
    empty: useReadersArea(EMPTY_COMPANY),
    schema: CompanyFormSchema,
    editing,
    initial,
    waiting,
    identity,
    request: (value, strNo) => {
      const payload = toCompanyPayload(value, strNo)
      return { mobile: payload.company_mobilephone, send: () => (strNo ? userRegister : phoneRegister).mutateAsync(payload) }
    },
    pending: phoneRegister.isPending || userRegister.isPending,
  })

  return (
    <chakra.form ref={container} noValidate aria-label={w.companyRegistration} onSubmit={onSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="company_name">
            {(f) => <TextField label={w.companyName} required binding={fieldInput(f)} autoComplete="organization" />}
          </form.Field>
          <form.Field name="company_contact">
            {(f) => <TextField label={w.contact} required binding={fieldInput(f)} autoComplete="name" />}
          </form.Field>
        </SimpleGrid>
        <RegistrationPhone form={form} kind="company" values={() => form.state.values} />
        <form.Field name="copyWechat">{(f) => <SameWechatCheckbox checked={f.state.value} onChange={f.handleChange} />}</form.Field>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {/* A string or null, not a pair: the same selection when the form's other state changes, so no render then. */}
          <form.Subscribe selector={(s) => (s.values.copyWechat ? readPhone(s.values.phone, s.values.areaCode).national : null)}>
            {(copied) => (
              <form.Field name="company_wechat">
                {(f) => (
                  <TextField
                    label={w.wechat}
                    binding={copied === null ? fieldInput(f) : { ...fieldInput(f), value: copied }}
                    disabled={copied !== null}
                  />
                )}
              </form.Field>
            )}
          </form.Subscribe>
          <form.Field name="company_telephone">
            {(f) => <TextField label={w.telephone} binding={fieldInput(f)} inputMode="tel" />}
          </form.Field>
          <form.Field name="company_qq">{(f) => <TextField label="QQ" binding={fieldInput(f)} inputMode="numeric" />}</form.Field>
        </SimpleGrid>
        <form.Field name="area">{(f) => <AreaField binding={fieldInput(f)} />}</form.Field>
        <form.Field name="company_address">
          {(f) => <TextField label={w.address} required binding={fieldInput(f)} autoComplete="street-address" />}
        </form.Field>
        <form.Field name="channels">{(f) => <ChannelChoices required binding={fieldInput(f)} />}</form.Field>
        <form.Field name="reg_purpose">{(f) => <PurposeChoices binding={fieldInput(f)} />}</form.Field>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="company_business_licence">
            {(f) => <ImageUpload label={w.licence} required binding={fieldInput(f)} />}
          </form.Field>
          <form.Field name="company_facade">
            {(f) => <ImageUpload label={w.facade} required binding={fieldInput(f)} hint={w.facadeHint} />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="agree">{(f) => <AgreementField binding={fieldInput(f)} />}</form.Field>
        <SubmitBar sending={sending} label={w.submit} />
      </Stack>
    </chakra.form>
  )
})

/** "WeChat ID same as the mobile number": copies the phone into the WeChat field. */
function SameWechatCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const w = useWords(registerWords)
  const ref = useEarlyChecked(checked, onChange)
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <chakra.input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        accentColor="orange.500"
        boxSize="4"
      />
      {w.sameWechat}
    </chakra.label>
  )
}
