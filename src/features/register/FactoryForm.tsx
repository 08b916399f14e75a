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

/** The factory registration form (spec sections 3 and 5): the phone is always 11 digits; memo as CompanyForm. */
export const FactoryForm = memo(function FactoryForm({
  identity,
  editing,
  initial,
  waiting,
}: Pick<RegistrationFormOptions<FactoryFormValues>, 'identity' | 'editing' | 'initial' | 'waiting'>) {
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
    <chakra.form ref={container} noValidate aria-label="工厂注册" onSubmit={onSubmit}>
      <Stack gap="5">
        <form.Field name="factory_name">
          {(f) => <TextField label="工厂名称" required binding={fieldInput(f)} autoComplete="organization" />}
        </form.Field>
        <form.Field name="area">{(f) => <AreaField binding={fieldInput(f)} />}</form.Field>
        <form.Field name="factory_address">
          {(f) => <TextField label="详细地址" required binding={fieldInput(f)} autoComplete="street-address" />}
        </form.Field>
        <form.Field name="factory_contact">
          {(f) => <TextField label="主要联系人" required binding={fieldInput(f)} autoComplete="name" />}
        </form.Field>
        <RegistrationPhone form={form} kind="factory" values={() => form.state.values} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="factory_telephone">{(f) => <TextField label="座机" binding={fieldInput(f)} inputMode="tel" />}</form.Field>
          <form.Field name="factory_qq">{(f) => <TextField label="QQ" binding={fieldInput(f)} inputMode="numeric" />}</form.Field>
        </SimpleGrid>
        <form.Field name="business_ids">{(f) => <BusinessChoices binding={fieldInput(f)} />}</form.Field>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <form.Field name="factory_logo">{(f) => <ImageUpload label="工厂logo" required binding={fieldInput(f)} />}</form.Field>
          <form.Field name="business_license">
            {(f) => <ImageUpload label="营业执照" binding={fieldInput(f)} hint="选填，jpg/png" />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="agree">{(f) => <AgreementField binding={fieldInput(f)} />}</form.Field>
        <SubmitBar sending={sending} label="提交注册" />
      </Stack>
    </chakra.form>
  )
})
