import { Button, Stack, Text } from '@chakra-ui/react'
import { browserEnv } from '@/app/browser'
import { getFactoryUrl, isAutoLoginStored } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'
import { useLoginFlow } from '@/features/login/useLoginFlow'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useBindPhoneForm } from './useBindPhoneForm'

const COPY = {
  company: { title: '绑定公司', hint: '请输入公司主账号或管理员的手机号，验证后即可绑定该公司。', submit: '确认绑定' },
  factory: { title: '绑定工厂', hint: '请输入工厂主账号的手机号，验证后选择要绑定的工厂。', submit: '下一步' },
} as const

/**
 * /bindPhone and /bindFacPhone: bind an existing company or factory by its
 * main-account (or admin) phone (spec section 4, bind company / factory by phone).
 */
export function BindByPhoneScreen({ kind }: { kind: 'company' | 'factory' }) {
  const copy = COPY[kind]
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
          <Button type="submit" colorPalette="orange" size="lg" width="full" loading={sending || flow.busy} loadingText="提交中">
            {copy.submit}
          </Button>
        </Stack>
      </form>
      {flow.dialogs}
    </PageShell>
  )
}
