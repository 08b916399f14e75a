import { Button, Stack, Text } from '@chakra-ui/react'
import { browserEnv } from '@/app/browser'
import { useBindPhoneForm } from '@/features/binding/useBindPhoneForm'
import { PhoneCodeFields } from '@/features/sms/PhoneCodeInputs'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import type { useLoginFlow } from './useLoginFlow'

type Flow = ReturnType<typeof useLoginFlow>

/**
 * The bind-phone panel of the login card: bindMobile; type 0 asks to rebind
 * (editbindMobile), type 1 re-determines the account type (spec section 4).
 */
export default function BindPhonePanel({ flow }: { flow: Flow }) {
  const w = useWords(loginWords)
  const { fields, sending, onSubmit } = useBindPhoneForm({
    scope: 'bind',
    draft: 'bind-panel',
    flow,
    decideFor: (decide, mobile, answer) => decide({ kind: 'bindPanel', mobile, ...browserEnv() }, answer),
  })
  return (
    <form noValidate aria-label={w.bindPanel} onSubmit={onSubmit}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          {w.bindIntro}
        </Text>
        <PhoneCodeFields {...fields} />
        <Button type="submit" colorPalette="orange" width="full" size="lg" loading={sending || flow.busy} loadingText={w.binding}>
          {w.bind}
        </Button>
      </Stack>
    </form>
  )
}
