import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { PageShell } from '@/features/layout/PageShell'

/** /error: shown on any 5xx answer. */
export function ErrorScreen({ title = '出错了', detail }: { title?: string; detail?: string }) {
  const navigate = useNavigate()
  const router = useRouter()
  return (
    <PageShell title={title}>
      <Stack gap="4" textAlign="center">
        <Text color="gray.700">服务器开小差了，请稍后再试。您填写的内容不会丢失。</Text>
        {detail ? (
          <Text color="gray.500" fontSize="sm">
            {detail}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
          <Button colorPalette="orange" onClick={() => router.history.back()}>
            返回上一页
          </Button>
          <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
            返回登录
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  )
}
