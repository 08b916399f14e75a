import { Button, Image, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useConfig } from '@/app/useConfig'
import { PageShell } from '@/features/layout/PageShell'

/** /WeChatRegister: register through the official account by QR. */
export function WeChatRegisterScreen() {
  const config = useConfig()
  const navigate = useNavigate()
  return (
    <PageShell title="微信公众号注册" showRegister={false}>
      <Stack gap="4" align="center" textAlign="center">
        <Text color="gray.700">请使用微信扫描下方二维码，关注官方公众号后按提示完成注册。</Text>
        <Image src={config.supportQrUrl} alt="官方公众号二维码" boxSize="48" />
        <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
          返回登录
        </Button>
      </Stack>
    </PageShell>
  )
}

/** /factories: the spec's placeholder page titled factories. */
export function FactoriesScreen() {
  const navigate = useNavigate()
  return (
    <PageShell title="factories">
      <Stack gap="4" align="center">
        <Text color="gray.700">工厂列表将在这里展示。</Text>
        <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
          返回登录
        </Button>
      </Stack>
    </PageShell>
  )
}
