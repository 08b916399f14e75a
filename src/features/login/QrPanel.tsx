import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useConfig } from '@/app/useConfig'
import { randomState } from '@/app/browser'
import { useHydrated } from '@/app/hydration'
import { lazyPart } from '@/app/lazyPart'
import { codeFailed } from '@/features/ui/LoadFailed'
import { showMessage } from '@/app/toaster'
import { qrRefreshAllowed } from '@/outcomes/controls'
import type { DeviceControls } from '@/start/deviceControls'
import { messageWords } from '@/words/zh-CN/messages'
import { keepWechatState } from '@/session/storage'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { QrLoading } from './QrLoading'

const WeChatQrFrame = lazyPart(
  () => import('./WeChatQrFrame'),
  codeFailed(loginWords, (w) => w.qr.wechat),
)
const DemoQr = lazyPart(
  () => import('./DemoQr'),
  codeFailed(loginWords, (w) => w.qr.demo),
)

/** The box WeChat's QR widget draws (its iframe is 300×400 CSS pixels). */
const QR_BOX = { width: 300, height: 400 } as const

/** QR panel: the WeChat widget (or the demo stand-in when no app id is configured) and a refresh link. */
export function QrPanel({ device }: { device: DeviceControls }) {
  const w = useWords(loginWords).qr
  const messages = useWords(messageWords)
  const config = useConfig()
  const [state, setState] = useState<string | null>(null)
  const lastRefresh = useRef<number | null>(null)

  const issue = useCallback(() => {
    const s = randomState()
    keepWechatState({ state: s, flow: 'qr', embedded: false, at: Date.now() })
    setState(s)
  }, [])

  // Not while hydrating: the shell cannot know config.js (WeChat's widget or the demo's stand-in).
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) issue()
  }, [hydrated, issue])

  function refresh() {
    const now = Date.now()
    if (!qrRefreshAllowed(lastRefresh.current, now)) {
      showMessage('warning', messages.tooFrequent)
      return
    }
    lastRefresh.current = now
    issue()
  }

  return (
    <Stack align="center" gap="3">
      {/* One box for the loading status, the demo stand-in and WeChat's 300×400 widget: the shell
          and the page with or without a WeChat app id lay out the same. */}
      <Box
        data-testid="qr-box"
        position="relative"
        height={`${QR_BOX.height}px`}
        width="full"
        maxW={`${QR_BOX.width}px`}
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {!hydrated ? (
          // The shell cannot know config.js: WeChat's widget or the demo's stand-in comes after.
          <QrLoading />
        ) : config.wechatAppId ? (
          state ? (
            <Suspense fallback={<QrLoading />}>
              <WeChatQrFrame appId={config.wechatAppId} state={state} />
            </Suspense>
          ) : (
            <QrLoading />
          )
        ) : (
          // The demo's stand-in (no WeChat app id configured): its code never loads in production.
          <Suspense fallback={<QrLoading />}>
            <DemoQr state={state} />
          </Suspense>
        )}
      </Box>
      <Text fontSize="sm" color="gray.600">
        {device.qrScannedElsewhere ? w.onPhone : w.scanHint}
      </Text>
      <Button variant="plain" size="sm" color="orange.700" onClick={refresh}>
        {w.refresh}
      </Button>
    </Stack>
  )
}
