import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useWords } from '@/app/words'
import { PageShell } from '@/features/layout/PageShell'
import { errorWords } from '@/words/zh-CN/errors'

/** /error: shown on any 5xx answer. */
export function ErrorScreen({ title, detail }: { title?: string; detail?: string }) {
  const navigate = useNavigate()
  const router = useRouter()
  const w = useWords(errorWords)
  return (
    <PageShell title={title ?? w.serverTitle}>
      <Stack gap="4" textAlign="center">
        <Text color="gray.700">{w.serverLead}</Text>
        {detail ? (
          <Text color="gray.500" fontSize="sm">
            {detail}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
          <Button colorPalette="orange" onClick={() => router.history.back()}>
            {w.goBack}
          </Button>
          <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
            {w.backToLogin}
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  )
}
