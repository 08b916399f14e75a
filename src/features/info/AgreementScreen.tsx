import { Stack, Text } from '@chakra-ui/react'
import { Skeleton } from '@/features/ui/styled/Skeleton'
import { LiveStatus, loadingText } from '@/features/ui/LiveStatus'
import { useAgreementText } from '@/api/agreement'
import { WithQuery } from '@/app/WithQuery'
import { PageShell } from '@/features/layout/PageShell'
import { useWords } from '@/app/words'
import { infoWords } from '@/words/zh-CN/info'

type Identifier = keyof typeof infoWords.source.agreementTitles

function paragraphs(text: string, title: string): string[] {
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  // The file may start with its own title line: the page heading already says it.
  return parts[0] === title ? parts.slice(1) : parts
}

function AgreementText({ identifier }: { identifier: Identifier }) {
  const query = useAgreementText(identifier)
  const w = useWords(infoWords)
  const title = w.agreementTitles[identifier]
  // A failed read shows the built-in text (nothing to retry): busy only while it loads.
  const text = query.isPending ? null : (query.data ?? w.agreementDefaults[identifier])
  return (
    <Stack gap="3" aria-busy={text === null || undefined} data-testid="agreement-text">
      <LiveStatus text={text === null ? loadingText(title) : null} />
      {text === null ? (
        <>
          <Skeleton height="4" aria-hidden="true" />
          <Skeleton height="4" aria-hidden="true" />
          <Skeleton height="4" width="70%" aria-hidden="true" />
        </>
      ) : (
        paragraphs(text, title).map((p, i) => (
          <Text key={i} color="gray.700" lineHeight="tall" whiteSpace="pre-line">
            {p}
          </Text>
        ))
      )}
    </Stack>
  )
}

/** /agreement: identifier 0 the privacy policy, 1 the disclaimer. */
export function AgreementScreen({ identifier }: { identifier: Identifier }) {
  const w = useWords(infoWords)
  return (
    <PageShell title={w.agreementTitles[identifier]} width="2xl">
      <WithQuery>
        <AgreementText identifier={identifier} />
      </WithQuery>
    </PageShell>
  )
}
