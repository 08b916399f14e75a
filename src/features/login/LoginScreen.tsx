import { Suspense, useCallback, useEffect, useState } from 'react'
import { Box, Flex, HStack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { AgreementLinkPair } from '@/features/layout/AgreementLinkPair'
import { SiteFooter } from '@/features/layout/SiteFooter'
import { CARD_PADDING, PAGE_GUTTER, SiteHeader } from '@/features/layout/SiteHeader'
import { useDeviceControls } from '@/app/useDeviceControls'
import { lazyPart } from '@/app/lazyPart'
import { useTesterMode } from '@/app/tester'
import { loginMode, loginPanels } from '@/start/shells'
import { decideLoginArrival, loginArrival } from '@/outcomes/navigation'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'
import { codeFailed } from '@/features/ui/LoadFailed'
import { formPanel, formPanelElement } from './panels'
import { AutoLoginRow, PanelFallback, useAutoLogin } from './LoginCardParts'
import { QrPanel } from './QrPanel'
import { CardHeading } from './CardHeading'
import { LOGIN_MODES, type LoginMode } from '@/start/shells'
import { useLoginFlow } from './useLoginFlow'
import { loadingText } from '@/features/ui/LiveStatus'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { uiWords } from '@/words/zh-CN/ui'

const TesterPanel = lazyPart(
  () => import('./TesterPanel'),
  codeFailed(loginWords, (w) => w.tester.title),
)

export interface LoginSearchValues {
  t?: LoginMode | undefined
  code?: string | undefined
  state?: string | undefined
  jump_url?: string | undefined
}

/** Links to the privacy policy and the disclaimer, opened in a new tab. */
function AgreementLinks() {
  const w = useWords(loginWords)
  return (
    <HStack justify="center" gap="1" fontSize="xs" color="gray.500" wrap="wrap">
      <Text>{w.agreeBefore}</Text>
      <AgreementLinkPair />
    </HStack>
  )
}

/** The login page `/` and `/login` (spec section 2): QR, phone and bind-phone panels in one card. */
export function LoginScreen({ path, search }: { path: '/' | '/login'; search: LoginSearchValues }) {
  const w = useWords(loginWords)
  const ui = useWords(uiWords)
  const navigate = useNavigate()
  const device = useDeviceControls()
  // Without `t`, the device decides (phones open on the phone panel), in the shell as on the page.
  const mode: LoginMode = loginMode(search.t, device)
  const form = formPanel(mode, device)
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
  if (scanning) return <PanelFallback text={ui.signingIn} />

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SiteHeader />
      <Box as="main" flex="1" px={PAGE_GUTTER} py={{ base: '6', md: '12' }}>
        <Box maxW="md" mx="auto" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="sm" p={CARD_PADDING}>
          {/* The one-tap WeChat sign-in in WeChat on a phone, in the heading's place (not while binding a phone after a WeChat sign-in). */}
          <CardHeading wechat={loginPanels(mode, device).includes('wechat')} embedded={false} size="xl" />
          <TabBar
            id="login"
            label={w.methods}
            tabs={LOGIN_MODES.map((m) => ({ value: m, label: w.tabs[m] }))}
            value={mode}
            onChange={setMode}
          />
          <Box {...tabPanelProps('login', mode)}>
            {form === null ? (
              <QrPanel device={device} />
            ) : (
              <Suspense fallback={<PanelFallback text={loadingText(w.tabs[mode])} />}>
                {formPanelElement(form, {
                  phone: { handlers: flow.handlers, autoLogin: auto.autoLogin, prefill, onPrefilled: clearPrefill },
                  bindPhone: { flow },
                })}
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
