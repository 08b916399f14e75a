import { Suspense } from 'react'
import { Heading } from '@chakra-ui/react'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { WeChatMpButton } from './weChatMpButtonPart'

/** The heading's line height and the space under it, per size (Chakra's heading sizes). */
const SLOTS = { xl: { line: '1.875rem', gap: '1rem' }, lg: { line: '1.75rem', gap: '0.75rem' } } as const

/**
 * The login card's heading (sign in). In WeChat on a phone (src/start/deviceDecision.ts) it is also the
 * place of the one-tap WeChat sign-in (contract "Sign-in inside WeChat on a phone", src/features/login/WeChatMpButton.tsx):
 * the card's first control, in the heading's own space, so it takes no shift when the config says
 * it is offered (config.js runs after the first paint) and changes nothing when it is not.
 */
export function CardHeading({ wechat, embedded, size }: { wechat: boolean; embedded: boolean; size: keyof typeof SLOTS }) {
  const w = useWords(loginWords)
  const slot = SLOTS[size]
  const heading = (
    <Heading as="h1" size={size} textAlign="center" mb={slot.gap}>
      {w.heading}
    </Heading>
  )
  if (!wechat) return heading
  // Loaded with the page (the route's loader); a tab switched to it meanwhile shows the heading, of the same height.
  return (
    <Suspense fallback={heading}>
      <WeChatMpButton embedded={embedded} slot={slot} heading={heading} />
    </Suspense>
  )
}
