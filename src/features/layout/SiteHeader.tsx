import { lazy, Suspense, useState } from 'react'
import { Box, Button, Flex, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useConfig } from '@/app/config'
import { useNow } from '@/app/useNow'
import { activeSeason, dateLabel, greeting } from '@/outcomes/controls'

const SupportDialog = lazy(() => import('./SupportDialog'))

/** Header of the login and registration-type pages: logo, greeting, date, support, register link. */
export function SiteHeader({ showRegister = true }: { showRegister?: boolean }) {
  const config = useConfig()
  const now = useNow()
  const [supportOpen, setSupportOpen] = useState(false)
  const season = now ? activeSeason(config.seasonal, Math.floor(now.getTime() / 1000)) : null
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Flex maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py="3" align="center" justify="space-between" gap="3" wrap="wrap">
        <Link to="/login" aria-label="返回登录页">
          <Image src={season?.logo || '/home/logo.svg'} alt="玩具产业平台" height="9" width="auto" />
        </Link>
        <HStack gap={{ base: '2', md: '4' }} fontSize="sm" wrap="wrap" justify="flex-end">
          <Text color="gray.700" minW="10ch" data-testid="greeting" aria-live="off">
            {now ? `${greeting(now.getHours())}，${dateLabel(now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getDay())}` : '\u00a0'}
          </Text>
          <Button size="sm" variant="ghost" onClick={() => setSupportOpen(true)}>
            联系客服
          </Button>
          {showRegister ? (
            <ChakraLink asChild color="orange.600" fontWeight="medium">
              <Link to="/register">注册</Link>
            </ChakraLink>
          ) : (
            <ChakraLink asChild color="orange.600" fontWeight="medium">
              <Link to="/login">登录</Link>
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
