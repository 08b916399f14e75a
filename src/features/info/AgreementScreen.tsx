import { Stack, Text } from '@chakra-ui/react'
import { Skeleton } from '@/features/ui/styled/Skeleton'
import { LiveStatus, loadingText } from '@/features/ui/LiveStatus'
import { useAgreementText } from '@/api/agreement'
import { WithQuery } from '@/app/WithQuery'
import { PageShell } from '@/features/layout/PageShell'

const AGREEMENT_TITLES = { '0': '隐私协议', '1': '免责声明' } as const
type Identifier = keyof typeof AGREEMENT_TITLES

/** Shown when the operator's file cannot be read. */
const DEFAULT_TEXT: Record<Identifier, string> = {
  '0': '我们重视您的隐私。为提供登录、注册和账号绑定服务，我们会收集您提供的手机号、公司或工厂信息及上传的证照图片。\n\n这些信息仅用于身份核验、资料审核和向您发送审核结果短信，不会出售给任何第三方。\n\n您可以随时联系客服查询、更正或删除您的信息。',
  '1': '平台展示的公司、工厂及产品信息由用户自行提供，平台对其真实性进行审核但不作担保。\n\n交易双方应自行核实对方资质，因交易产生的纠纷由双方协商解决。',
}

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
  const title = AGREEMENT_TITLES[identifier]
  // A failed read shows the built-in text (nothing to retry): busy only while it loads.
  const text = query.isPending ? null : (query.data ?? DEFAULT_TEXT[identifier])
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
  return (
    <PageShell title={AGREEMENT_TITLES[identifier]} width="2xl">
      <WithQuery>
        <AgreementText identifier={identifier} />
      </WithQuery>
    </PageShell>
  )
}
