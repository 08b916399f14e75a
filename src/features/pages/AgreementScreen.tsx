import { Stack, Text } from '@chakra-ui/react'
import { PageShell } from '@/features/layout/PageShell'

export const AGREEMENT_TITLES = { '0': '隐私协议', '1': '免责声明' } as const

const DEFAULT_TEXT: Record<keyof typeof AGREEMENT_TITLES, string[]> = {
  '0': [
    '我们重视您的隐私。为提供登录、注册和账号绑定服务，我们会收集您提供的手机号、公司或工厂信息及上传的证照图片。',
    '这些信息仅用于身份核验、资料审核和向您发送审核结果短信，不会出售给任何第三方。',
    '您可以随时联系客服查询、更正或删除您的信息。',
  ],
  '1': [
    '平台展示的公司、工厂及产品信息由用户自行提供，平台对其真实性进行审核但不作担保。',
    '交易双方应自行核实对方资质，因交易产生的纠纷由双方协商解决。',
  ],
}

/** /agreement: identifier 0 the privacy policy, 1 the disclaimer. */
export function AgreementScreen({ identifier }: { identifier: keyof typeof AGREEMENT_TITLES }) {
  return (
    <PageShell title={AGREEMENT_TITLES[identifier]} width="2xl">
      <Stack gap="3">
        {DEFAULT_TEXT[identifier].map((p) => (
          <Text key={p} color="gray.700" lineHeight="tall">
            {p}
          </Text>
        ))}
      </Stack>
    </PageShell>
  )
}
