import { memo } from 'react'
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react'
import { useFactoryPhoneRegister } from '@/api/factoryPhoneRegister'
import { useFactoryUserRegister } from '@/api/factoryUserRegister'
import { fieldInput } from '@/features/forms/binding'
import { TextField } from '@/features/forms/TextField'
import { ImageUpload } from '@/features/upload/ImageUpload'
import { AreaField, BusinessChoices } from './Lookups'
import { EMPTY_FACTORY, FactoryFormSchema, toFactoryPayload, type FactoryFormValues } from './schemas'
import { AgreementField, SubmitBar, RegistrationPhone, useRegistrationForm, type RegistrationFormOptions } from './shared'
import { useWords } from '@/app/words'
import { registerWords } from '@/words/zh-CN/register'

/** The factory registration form (spec sections 3 and 5): the phone is always 11 digits; memo as CompanyForm. */
export const FactoryForm = memo(function FactoryForm({
  identity,
  editing,
  initial,
  waiting,
}: Pick<RegistrationFormOptions<FactoryFormValues>, 'identity' | 'editing' | 'initial' | 'waiting'>) {
  const w = useWords(registerWords)
  const phoneRegister = useFactoryPhoneRegister()
  const userRegister = useFactoryUserRegister()
  const { form, container, sending, onSubmit } = useRegistrationForm({
    kind: 'factory',
    empty: EMPTY_FACTORY,
    schema: FactoryFormSchema,
    editing,
    initial,
    waiting,
    identity,
    request: (value, strNo) => {
      const payload = toFactoryPayload(value, strNo)
      return { mobile: payload.factory_mobilephone, send: () => (strNo ? userRegister : phoneRegister).mutateAsync(payload) }
    },
    pending: phoneRegister.isPending || userRegister.isPending,
  })

  return (
    <chakra.form ref={container} noValidate aria-label={w.factoryRegistration} onSubmit={onSubmit}>
      <Stack gap="5">
        <form.Field name="factory_name">
          {(f) => <TextField label={w.factoryName} required binding={fieldInput(f)} autoComplete="organization" />}
        </form.Field>
        <form.Field name="area">{(f) => <AreaField binding={fieldInput(f)} />}</form.Field>
        <form.Field name="factory_address">
          {(f) => <TextField label={w.address} required binding={fieldInput(f)} autoComplete="street-address" />}
        </form.Field>
        <form.Field name="factory_contact">
          {(f) => <TextField label={w.factoryContact} required binding={fieldInput(f)} autoComplete="name" />}
        </form.Field>
        <RegistrationPhone form={form} kind="factory" values={() => form.state.values} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="factory_telephone">
            {(f) => <TextField label={w.telephone} binding={fieldInput(f)} inputMode="tel" />}
          </form.Field>
          <form.Field name="factory_qq">{(f) => <TextField label="QQ" binding={fieldInput(f)} inputMode="numeric" />}</form.Field>
        </SimpleGrid>
        <form.Field name="business_ids">{(f) => <BusinessChoices binding={fieldInput(f)} />}</form.Field>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="factory_logo">{(f) => <ImageUpload label={w.logo} required binding={fieldInput(f)} />}</form.Field>
          <form.Field name="business_license">
            {(f) => <ImageUpload label={w.licence} binding={fieldInput(f)} hint={w.licenceOptionalHint} />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="agree">{(f) => <AgreementField binding={fieldInput(f)} />}</form.Field>
        <SubmitBar sending={sending} label={w.submit} />
      </Stack>
    </chakra.form>
  )
})
