import { useEffect, useState, type ReactNode } from 'react'
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useConfig } from '@/app/useConfig'
import type { PagePath } from '@/domain/pages'
import { useWords } from '@/app/words'
import { messageWords } from '@/words/zh-CN/messages'
import { pageWords } from '@/words/zh-CN/pages'
import { statusWords } from '@/words/zh-CN/status'
import { getReason, writeLocal, writeTokenTypeCookie } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'
import { Entrance } from '@/features/ui/Entrance'

/** A button of a status page: where it goes and what it stores first (spec section 2). */
interface StatusAction {
  label: StatusWord
  to: PagePath
  search?: Record<string, string>
  primary?: boolean
  /** Side effect before leaving: the spec's edit flags and the banned pages' cookie. */
  effect?: 'editCompanyFlag' | 'editFlag' | 'clearTokenType'
}

export interface StatusPageSpec {
  path: PagePath
  lines: StatusWord[]
  showReason?: boolean
  showReviewPromise?: boolean
  actions: StatusAction[]
}

type StatusWord = keyof typeof statusWords.source

function runEffect(effect: StatusAction['effect']): void {
  if (effect === 'editCompanyFlag') writeLocal('editcompany', '1')
  else if (effect === 'editFlag') writeLocal('edit', '1')
  else if (effect === 'clearTokenType') writeTokenTypeCookie(null)
}

/** The result card comes in when the page is reached from another screen (not over its prerendered shell). */
const resultCard = (card: ReactNode) => (
  <Entrance waitForCode data-testid="status-card">
    {card}
  </Entrance>
)

export function StatusScreen({ spec, children }: { spec: StatusPageSpec; children?: ReactNode }) {
  const navigate = useNavigate()
  const config = useConfig()
  const w = useWords(statusWords)
  const messages = useWords(messageWords)
  const pages = useWords(pageWords)
  // null until read (the prerendered box waits for it); '' when none is stored: then there is no box to show.
  const [reason, setReason] = useState<string | null>(null)
  useEffect(() => {
    if (spec.showReason) setReason(getReason())
  }, [spec.showReason])

  return (
    <PageShell title={pages.titles[spec.path]} frame={resultCard}>
      <Stack gap="4" textAlign="center">
        {spec.lines.map((line) => (
          <Text key={line} color="gray.700">
            {w[line]}
          </Text>
        ))}
        {spec.showReason && reason !== '' ? (
          <Box bg="red.50" color="red.800" borderRadius="md" p="3" textAlign="left" data-testid="reason">
            {messages.reasonPrefix}
            {reason ?? ''}
          </Box>
        ) : null}
        {spec.showReviewPromise ? (
          <Stack align="center" gap="2">
            <Text fontSize="sm" color="gray.600">
              {w.reviewPromise}
            </Text>
            <Image src={config.supportQrUrl} alt={w.supportQrAlt} boxSize="32" />
          </Stack>
        ) : null}
        {children}
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3" mt="2">
          {spec.actions.map((action) => (
            <Button
              key={action.label}
              colorPalette="orange"
              variant={action.primary ? 'solid' : 'outline'}
              onClick={() => {
                runEffect(action.effect)
                const go = navigate as (o: { to: string; search?: Record<string, string> }) => Promise<void>
                void go({ to: action.to, search: action.search ?? {} })
              }}
            >
              {w[action.label]}
            </Button>
          ))}
        </Stack>
      </Stack>
    </PageShell>
  )
}
