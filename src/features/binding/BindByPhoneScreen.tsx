import { Button, Stack, Text } from '@chakra-ui/react'
import { browserEnv } from '@/app/browser'
import { getFactoryUrl, isAutoLoginStored } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'
import { useLoginFlow } from '@/features/login/useLoginFlow'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useBindPhoneForm } from './useBindPhoneForm'
import { useWords } from '@/app/words'
import { bindingWords } from '@/words/zh-CN/binding'

/**
 * /bindPhone and /bindFacPhone: bind an existing company or factory by its
 * main-account (or admin) phone (spec section 4, bind company / factory by phone).
 */
export function BindByPhoneScreen({ kind }: { kind: 'company' | 'factory' }) {
  const w = useWords(bindingWords)
  const copy = w.byPhone[kind]
  const flow = useLoginFlow()
  const { fields, sending, onSubmit } = useBindPhoneForm({
    scope: `bind-${kind}`,
    draft: `bind-${kind}`,
    flow,
    type: kind,
    decideFor: (decide, mobile, answer) => {
      const env = browserEnv()
      const autoLogin = isAutoLoginStored()
      return kind === 'company'
        ? decide({ kind: 'bindCompanyPhone', mobile, autoLogin, ...env }, answer)
        : decide({ kind: 'bindFactoryPhone', mobile, autoLogin, factoryUrl: getFactoryUrl(), ...env }, answer)
    },
  })

  return (
    <PageShell title={copy.title}>
      <form noValidate aria-label={copy.title} onSubmit={onSubmit}>
        <Stack gap="4">
          <Text fontSize="sm" color="gray.600" data-testid="bind-hint">
            {copy.hint}
          </Text>
          <PhoneCodeFields {...fields} />
          <Button type="submit" colorPalette="orange" size="lg" width="full" loading={sending || flow.busy} loadingText={w.submitting}>
            {copy.submit}
          </Button>
        </Stack>
      </form>
      {flow.dialogs}
    </PageShell>
  )
}
