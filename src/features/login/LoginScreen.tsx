import { Suspense, useCallback, useEffect, useState } from 'react'
import { Box, chakra, Flex, HStack, Spinner, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { AgreementLinkPair } from '@/features/layout/AgreementLinkPair'
import { SiteFooter } from '@/features/layout/SiteFooter'
import { CARD_PADDING, PAGE_GUTTER, SiteHeader } from '@/features/layout/SiteHeader'
import { useDeviceControls } from '@/app/device'
import { lazyPart } from '@/app/lazyPart'
import { useTesterMode } from '@/app/tester'
import type { DeviceControls } from '@/start/deviceControls'
import { loginMode, loginPanels } from '@/start/shells'
import { decideLoginArrival, loginArrival } from '@/outcomes/navigation'
import { isAutoLoginStored, writeLocal } from '@/session/storage'
import { useEarlyChecked } from '@/features/forms/adopt'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'
import { codeFailed } from '@/features/ui/LoadFailed'
import { BindPhonePanel, PhonePanel } from './panels'
import { QrPanel } from './QrPanel'
import { CardHeading } from './CardHeading'
import { LOGIN_MODES, type LoginMode } from './search'
import { useLoginFlow } from './useLoginFlow'
import { LiveStatus, loadingText } from '@/features/ui/LiveStatus'

const TesterPanel = lazyPart(() => import('./TesterPanel'), codeFailed('测试模式'))

/** While a sign-in panel's code loads (a tab switched on a slow link): busy, and says what loads. */
export function PanelFallback({ text }: { text: string }) {
  return (
    <Flex justify="center" py="10" aria-busy="true">
      <LiveStatus text={text} />
      <Spinner color="orange.500" aria-hidden="true" />
    </Flex>
  )
}

export interface LoginSearchValues {
  t?: LoginMode | undefined
  code?: string | undefined
  state?: string | undefined
  jump_url?: string | undefined
}

const TAB_LABELS: Record<LoginMode, string> = { scan: '扫码登录', pwd: '手机号登录', bindPhone: '绑定手机' }

/**
 * The 15-day auto-login choice (spec sections 1 and 9): offered in desktop
 * browsers only, not on phones, tablets or the desktop client
 * (src/start/device.ts). Kept in `isAuto` so the QR round trip remembers it.
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

export function AutoLoginCheckbox({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
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
      15 天内自动登录
    </chakra.label>
  )
}

/** Links to the privacy policy and the disclaimer, opened in a new tab. */
export function AgreementLinks() {
  return (
    <HStack justify="center" gap="1" fontSize="xs" color="gray.500" wrap="wrap">
      <Text>登录即表示同意</Text>
      <AgreementLinkPair />
    </HStack>
  )
}

/** The login page `/` and `/login` (spec section 2): QR, phone and bind-phone panels in one card. */
export function LoginScreen({ path, search }: { path: '/' | '/login'; search: LoginSearchValues }) {
  const navigate = useNavigate()
  const device = useDeviceControls()
  // Without `t`, the device decides (phones open on the phone panel), in the shell as on the page.
  const mode: LoginMode = loginMode(search.t, device)
  const setMode = (t: LoginMode) => void navigate({ to: path, search: { t }, replace: true })
  const flow = useLoginFlow({ onPanel: setMode })
  const auto = useAutoLogin(device)
  const tester = useTesterMode()
  const [prefill, setPrefill] = useState<{ phone: string } | null>(null)
  const clearPrefill = useCallback(() => setPrefill(null), [setPrefill])
  const { apply } = flow

  // The query's one decision (the early script's plan takes the same): a scan result finishes on /loadings first.
  const { code, state, jump_url } = search
  const scanning = loginArrival({ code }) === 'scan'
  useEffect(() => {
    apply(decideLoginArrival({ code, state, jump_url }))
  }, [code, state, jump_url, apply])

  // Forwarding a scan result: show nothing that would issue a new QR state meanwhile.
  if (scanning) return <PanelFallback text="正在登录，请稍候…" />

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SiteHeader />
      <Box as="main" flex="1" px={PAGE_GUTTER} py={{ base: '6', md: '12' }}>
        <Box maxW="md" mx="auto" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="sm" p={CARD_PADDING}>
          {/* 微信一键登录 in WeChat on a phone, in the heading's place (not while binding a phone after a WeChat sign-in). */}
          <CardHeading wechat={loginPanels(mode, device).includes('wechat')} embedded={false} size="xl" />
          <TabBar
            id="login"
            label="登录方式"
            tabs={LOGIN_MODES.map((m) => ({ value: m, label: TAB_LABELS[m] }))}
            value={mode}
            onChange={setMode}
          />
          <Box {...tabPanelProps('login', mode)}>
            {mode === 'scan' ? (
              <QrPanel device={device} />
            ) : (
              <Suspense fallback={<PanelFallback text={loadingText(TAB_LABELS[mode])} />}>
                {mode === 'pwd' ? (
                  <PhonePanel handlers={flow.handlers} autoLogin={auto.autoLogin} prefill={prefill} onPrefilled={clearPrefill} />
                ) : (
                  <BindPhonePanel flow={flow} />
                )}
              </Suspense>
            )}
          </Box>
          {mode !== 'bindPhone' ? <AutoLoginRow auto={auto} mt="4" /> : null}
          <Box mt="6">
            <AgreementLinks />
          </Box>
          {tester ? (
            <Suspense fallback={null}>
              <TesterPanel
                onPick={(phone) => {
                  setPrefill({ phone })
                  setMode('pwd')
                }}
                onJump={() => flow.openDialog({ dialog: 'jump' })}
              />
            </Suspense>
          ) : null}
        </Box>
      </Box>
      <SiteFooter />
      {flow.dialogs}
    </Flex>
  )
}
