import { Suspense, useState } from 'react'
import { Box, Button, chakra, Flex, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useConfig } from '@/app/useConfig'
import { lazyPart } from '@/app/lazyPart'
import { codeFailed } from '@/features/ui/LoadFailed'
import { useNow } from '@/app/useNow'
import { activeSeason } from '@/outcomes/controls'
import { greetingLine } from '@/start/greeting'
import { SHELL } from '@/start/protocol'
import { useWords } from '@/app/words'
import { uiWords } from '@/words/zh-CN/ui'
import { pageWords } from '@/words/zh-CN/pages'
import { startWords } from '@/words/zh-CN/start'
import { LanguageSwitch } from './LanguageSwitch'

const SupportDialog = lazyPart(
  () => import('./SupportDialog'),
  codeFailed(uiWords, (w) => w.support),
)

/**
 * The page's side gutters and the card's padding on a phone (header, login card, PageShell's card), in
 * px: they stay as they are when the text is set larger (a phone's 200 %), so the room goes to the
 * text and the fields, not to margins grown with it. 12 and 20 px are the rem tokens' 3 and 5 at 100 %.
 * Here, in the header both kinds of page have: a module of its own would be a request of its own on the login's first load.
 */
export const PAGE_GUTTER = { base: '12px', md: '6' } as const
export const CARD_PADDING = { base: '20px', md: '8' } as const

/**
 * The platform's logo, drawn inline: it paints with the prerendered HTML
 * instead of waiting behind the scripts for its own request (a seasonal logo
 * from the configuration is an image). Sized in rem, so its name grows with the
 * text setting, and never wider than the header: the name is drawn whole.
 */
function Logo() {
  const { siteName } = useWords(pageWords)
  // As wide as the name needs in its language (a Han character is 1em, a Latin one at most half at this weight), at least the mark's 160.
  const width = Math.max(160, 42 + [...siteName].reduce((sum, c) => sum + (c.charCodeAt(0) >= 0x2e80 ? 16 : 8), 0))
  return (
    <chakra.svg
      role="img"
      aria-label={siteName}
      viewBox={`0 0 ${width} 36`}
      display="block"
      width={`${width / 16}rem`}
      height="2.25rem"
      maxW="full"
    >
      <rect x="2" y="4" width="28" height="28" rx="8" fill="#dd6b20" />
      <circle cx="11" cy="15" r="3" fill="#fff" />
      <circle cx="21" cy="15" r="3" fill="#fff" />
      <path d="M9 22q7 6 14 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {/* Sized in the drawing's units, which scale with it: the page's `* { font: inherit }` would size it with the page's text, past the drawing's edge. */}
      <text x="38" y="24" fontFamily="sans-serif" fontWeight="700" fill="#1a202c" style={{ fontSize: '16px' }}>
        {siteName}
      </text>
    </chakra.svg>
  )
}

/** Header of the login and registration-type pages: logo, greeting, date, support, register link. */
export function SiteHeader({ showRegister = true }: { showRegister?: boolean }) {
  const config = useConfig()
  const now = useNow()
  const [supportOpen, setSupportOpen] = useState(false)
  const w = useWords(uiWords)
  const { siteName } = useWords(pageWords)
  const start = useWords(startWords)
  const season = now ? activeSeason(config.seasonal, Math.floor(now.getTime() / 1000)) : null
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Flex maxW="6xl" mx="auto" px={PAGE_GUTTER} py="3" align="center" justify="space-between" columnGap="4" rowGap="1" wrap="wrap">
        {/* Named by what it shows (the logo's brand name), so saying what is seen activates it (WCAG 2.5.3); where it goes is its description. */}
        <Link to="/login" title={w.backToLoginPage}>
          {season?.logo ? (
            <Image
              src={season.logo}
              alt={siteName}
              htmlWidth="160"
              htmlHeight="36"
              height="9"
              width="auto"
              maxW="full"
              objectFit="contain"
            />
          ) : (
            <Logo />
          )}
        </Link>
        <Text
          order={{ base: 3, md: 2 }}
          width={{ base: 'full', md: 'auto' }}
          ml={{ md: 'auto' }}
          fontSize={{ base: 'xs', md: 'sm' }}
          color="gray.600"
          data-testid="greeting"
          // The early script writes the line at first paint (src/start/early.ts); the shell
          // cannot know the time, so hydration keeps the text it finds, and the effect writes the same.
          {...{ [SHELL.greeting]: '' }}
          suppressHydrationWarning
        >
          {now ? greetingLine(now, start) : '\u00a0'}
        </Text>
        <HStack order={{ base: 2, md: 3 }} gap={{ base: '1', md: '3' }} fontSize="sm" wrap="wrap" justify="flex-end">
          <LanguageSwitch />
          <Button size="sm" variant="ghost" onClick={() => setSupportOpen(true)}>
            {w.support}
          </Button>
          {showRegister ? (
            <ChakraLink asChild color="orange.700" fontWeight="medium" px="2">
              <Link to="/register">{w.register}</Link>
            </ChakraLink>
          ) : (
            <ChakraLink asChild color="orange.700" fontWeight="medium" px="2">
              <Link to="/login">{w.signIn}</Link>
            </ChakraLink>
          )}
        </HStack>
      </Flex>
      {season?.banner ? <Image src={season.banner} alt="" width="100%" maxH="24" objectFit="cover" /> : null}
      {supportOpen ? (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} qrUrl={config.supportQrUrl} />
        </Suspense>
      ) : null}
    </Box>
  )
}
