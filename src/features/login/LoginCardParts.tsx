import { useEffect, useState } from 'react'
import { Box, chakra, Flex, Spinner } from '@chakra-ui/react'
import type { DeviceControls } from '@/start/deviceControls'
import { isAutoLoginStored, writeLocal } from '@/session/storage'
import { useEarlyChecked } from '@/features/forms/adopt'
import { LiveStatus } from '@/features/ui/LiveStatus'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'

// What the login page's card and the embedded login's share: the panels' fallback and the 15-day auto-login.

/** While a sign-in panel's code loads (a tab switched on a slow link): busy, and says what loads. */
export function PanelFallback({ text }: { text: string }) {
  return (
    <Flex justify="center" py="10" aria-busy="true">
      <LiveStatus text={text} />
      <Spinner color="orange.500" aria-hidden="true" />
    </Flex>
  )
}

/**
 * The 15-day auto-login choice (spec sections 1 and 9): offered in desktop
 * browsers only, not on phones, tablets or the desktop client
 * (src/start/deviceDecision.ts). Kept in `isAuto` so the QR round trip remembers it.
 */
export function useAutoLogin(device: DeviceControls) {
  const offered = device.autoLoginOffered
  const [autoLogin, setAutoLogin] = useState(false)
  useEffect(() => {
    if (offered) setAutoLogin(isAutoLoginStored())
  }, [offered])
  const choose = (on: boolean) => {
    setAutoLogin(on)
    writeLocal('isAuto', on ? '1' : null)
  }
  return { available: offered, autoLogin: offered && autoLogin, choose }
}

/** The auto-login row, where it is offered (the shell of each device has it or not: src/start/shells.ts). */
export function AutoLoginRow({ auto, mt }: { auto: ReturnType<typeof useAutoLogin>; mt: string }) {
  if (!auto.available) return null
  return (
    <Box mt={mt}>
      <AutoLoginCheckbox checked={auto.autoLogin} onChange={auto.choose} />
    </Box>
  )
}

function AutoLoginCheckbox({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const w = useWords(loginWords)
  const ref = useEarlyChecked(checked, onChange)
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" color="gray.700" cursor="pointer">
      <chakra.input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        boxSize="4"
        accentColor="orange.500"
        cursor="pointer"
      />
      {w.autoLogin}
    </chakra.label>
  )
}
