import { Button, Image, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useConfig } from '@/app/useConfig'
import { useWords } from '@/app/words'
import { PageShell } from '@/features/layout/PageShell'
import { infoWords } from '@/words/zh-CN/info'
import { pageWords } from '@/words/zh-CN/pages'

/** /WeChatRegister: register through the official account by QR. */
export function WeChatRegisterScreen() {
  const config = useConfig()
  const navigate = useNavigate()
  const w = useWords(infoWords)
  const pages = useWords(pageWords)
  return (
    <PageShell title={pages.titles['/WeChatRegister']} showRegister={false}>
      <Stack gap="4" align="center" textAlign="center">
        <Text color="gray.700">{w.weChatRegisterLead}</Text>
        <Image src={config.supportQrUrl} alt={w.officialAccountQrAlt} boxSize="48" />
        <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
          {w.backToLogin}
        </Button>
      </Stack>
    </PageShell>
  )
}

/** /factories: the spec's placeholder page titled factories. */
export function FactoriesScreen() {
  const navigate = useNavigate()
  const w = useWords(infoWords)
  const pages = useWords(pageWords)
  return (
    <PageShell title={pages.titles['/factories']}>
      <Stack gap="4" align="center">
        <Text color="gray.700">{w.factoriesLead}</Text>
        <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
          {w.backToLogin}
        </Button>
      </Stack>
    </PageShell>
  )
}
