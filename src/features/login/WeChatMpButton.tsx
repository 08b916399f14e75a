import { useEffect, useState, type ReactNode } from 'react'
import { Box, Button } from '@chakra-ui/react'
import { useConfig } from '@/app/useConfig'
import { wechatMpOn } from '@/config/wechatMp'
import { startWechatSignIn } from './wechatStart'
import { SHELL } from '@/start/protocol'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'

/**
 * The button shows, and the heading is only read aloud, once the page's config has `wechatMpAppId`:
 * the slot's `data-wechat-mp` is `on`, set by the early script when config.js has run
 * (src/start/early.ts) and by the app's render.
 */
const ON = `[${SHELL.wechatMp}="on"]`
const HEADING_OFF = `&${ON} > h1`
const BUTTON_ON = `${ON} > &`
const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: 0,
} as const

/**
 * The one-tap WeChat sign-in in the login card's heading space (src/features/login/CardHeading.tsx), in WeChat on
 * a phone. Loaded with the page where the device gets it (src/features/login/panels.ts).
 */
export default function WeChatMpButton({
  embedded,
  slot,
  heading,
}: {
  embedded: boolean
  /** The heading's line height and the space under it (./CardHeading.tsx). */
  slot: { line: string; gap: string }
  heading: ReactNode
}) {
  const w = useWords(loginWords).wechat
  const config = useConfig()
  const [busy, setBusy] = useState(false)
  // Back from WeChat's page by the back button (the page from the cache): the button works again.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  function signIn() {
    if (busy) return
    setBusy(true)
    if (!startWechatSignIn(embedded)) setBusy(false)
  }

  return (
    <Box
      {...{ [SHELL.wechatMp]: wechatMpOn(config) ? 'on' : 'off' }}
      position="relative"
      display="flow-root"
      minH={`calc(${slot.line} + ${slot.gap})`}
      css={{ [HEADING_OFF]: SR_ONLY }}
    >
      {heading}
      {/* The slot's whole width and height, said outright: Chromium before 88 gives an absolutely placed
          button its content's size whatever its insets. */}
      <Button
        position="absolute"
        inset="0 0 4px 0"
        width="full"
        height="calc(100% - 4px)"
        display="none"
        css={{ [BUTTON_ON]: { display: 'flex' } }}
        bg="#05823c"
        color="white"
        _hover={{ bg: '#046c32' }}
        fontWeight="semibold"
        loading={busy}
        loadingText={w.leaving}
        onClick={signIn}
      >
        <WechatMark />
        {w.signIn}
      </Button>
    </Box>
  )
}

/** WeChat's two speech bubbles. */
function WechatMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d="M9 3C4.6 3 1 6 1 9.6c0 2 1.1 3.9 2.9 5.1L3.2 17l2.6-1.3c1 .3 2 .5 3.2.5h.6a5.7 5.7 0 0 1-.2-1.6C9.4 11 12.7 8 17 8h.6C16.9 5.1 13.3 3 9 3zm-3 3.4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm6 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM17 9.4c-3.6 0-6.4 2.4-6.4 5.3S13.4 20 17 20c.8 0 1.6-.1 2.3-.4l2.1 1.1-.6-1.9c1.4-1 2.2-2.5 2.2-4.1 0-2.9-2.9-5.3-6-5.3zm-2.1 2.7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.2 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z" />
    </svg>
  )
}
