import { Suspense, useEffect, useRef, useState } from 'react'
import { Box } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { login } from '@/api/login'
import { failureText } from '@/api/errors'
import { browserEnv, postTokenToParent } from '@/app/browser'
import { decisionTable, need } from '@/app/decisions'
import { useDeviceControls } from '@/app/useDeviceControls'
import { showMessage } from '@/app/toaster'
import { trustedUrl } from '@/outcomes/urls'
import { AutoLoginRow, PanelFallback, useAutoLogin } from '@/features/login/LoginCardParts'
import { formPanel, formPanelElement } from '@/features/login/panels'
import { QrPanel } from '@/features/login/QrPanel'
import { CardHeading } from '@/features/login/CardHeading'
import { useLoginFlow } from '@/features/login/useLoginFlow'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'
import { loadingText } from '@/features/ui/LiveStatus'
import { loginMode, loginPanels } from '@/start/shells'
import type { EmbeddedMode } from '@/start/shells'
import { useWords } from '@/app/words'
import { embeddedWords } from '@/words/zh-CN/embedded'

type Tab = 'qr' | 'mobile'

/**
 * /LoginIfarme: the embedded login with QR and mobile tabs (spec sections 2
 * and 4, embedded column). A messaging-app `code` in the query signs in and
 * hands the token to the embedding page.
 */
export function EmbeddedLoginScreen({ code, t }: { code?: string | undefined; t?: EmbeddedMode | undefined }) {
  const w = useWords(embeddedWords)
  const navigate = useNavigate()
  const device = useDeviceControls()
  const [chosen, setTab] = useState<Tab | null>(null)
  const mode = loginMode(t, device)
  // The tab chosen on the page; else `t`; else the device's default (phones: the mobile tab).
  const tab: Tab = chosen ?? (mode === 'pwd' ? 'mobile' : 'qr')
  const form = formPanel(tab === 'mobile' ? 'pwd' : 'scan', device)
  const auto = useAutoLogin(device)
  const started = useRef(false)
  const flow = useLoginFlow({
    embedded: true,
    onPanel: () => setTab('mobile'),
    postToParent: (token) => {
      const env = browserEnv()
      const sent = postTokenToParent(token, (c) => trustedUrl(c, env.config, env.origin)?.origin ?? null)
      showMessage(sent ? 'success' : 'warning', sent ? w.signedIn : w.signedInNotPassed)
    },
  })
  const { apply } = flow

  useEffect(() => {
    if (code === undefined || started.current) return
    started.current = true
    void navigate({ to: '/LoginIfarme', search: {}, replace: true })
    Promise.all([login({ code }), need(decisionTable)])
      .then(([answer, { decide }]) => apply(decide({ kind: 'embeddedCode', ...browserEnv() }, answer)))
      .catch((e: unknown) => showMessage('error', failureText(e)))
  }, [code, navigate, apply])

  return (
    <Box as="main" maxW="sm" mx="auto" p="4">
      <CardHeading wechat={loginPanels(mode, device).includes('wechat')} embedded size="lg" />
      <TabBar
        id="embedded"
        label={w.tabsLabel}
        tabs={[
          { value: 'qr', label: w.qrTab },
          { value: 'mobile', label: w.mobileTab },
        ]}
        value={tab}
        onChange={setTab}
      />
      <Box {...tabPanelProps('embedded', tab)}>
        {form === null ? (
          <>
            <QrPanel device={device} />
            <AutoLoginRow auto={auto} mt="3" />
          </>
        ) : (
          <Suspense fallback={<PanelFallback text={loadingText(w.mobileTab)} />}>
            {formPanelElement(form, { phone: { handlers: flow.handlers, autoLogin: false, embedded: true } })}
          </Suspense>
        )}
      </Box>
      {flow.dialogs}
    </Box>
  )
}
