import type { ReactNode } from 'react'
import { Box, Flex, Heading } from '@chakra-ui/react'
import { SiteFooter } from './SiteFooter'
import { CARD_PADDING, PAGE_GUTTER, SiteHeader } from './SiteHeader'

/** Header, a centred card with the page's heading, footer. */
export function PageShell({
  title,
  children,
  width = 'md',
  showRegister = true,
  frame = (card) => card,
}: {
  title: string
  children: ReactNode
  width?: 'md' | 'lg' | '2xl' | '4xl'
  showRegister?: boolean
  /** Wraps the page's card (a status page makes its result card enter: StatusScreen). */
  frame?: (card: ReactNode) => ReactNode
}) {
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SiteHeader showRegister={showRegister} />
      <Box as="main" flex="1" px={PAGE_GUTTER} py={{ base: '6', md: '12' }}>
        {frame(
          <Box maxW={width} mx="auto" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" p={CARD_PADDING} shadow="sm">
            <Heading as="h1" size="xl" mb="5" textAlign="center">
              {title}
            </Heading>
            {children}
          </Box>,
        )}
      </Box>
      <SiteFooter />
    </Flex>
  )
}
