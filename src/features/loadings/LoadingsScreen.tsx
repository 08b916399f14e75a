import { useEffect, useRef } from 'react'
import { Flex, Spinner, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { login, type LoginPayload } from '@/api/login'
import { failureText } from '@/api/errors'
import { browserEnv, userAgent } from '@/app/browser'
import { showMessage } from '@/app/toaster'
import { decisionTable, need } from '@/app/decisions'
import { isDesktopClient } from '@/start/deviceControls'
import { decideReturn } from '@/outcomes/wechat'
import { getFactoryUrl, getLoginNumber, isAutoLoginStored } from '@/session/storage'
import { forgetWechatState, readWechatState } from '@/session/wechat'
import { useLoginFlow } from '@/features/login/useLoginFlow'
import { LiveStatus } from '@/features/ui/LiveStatus'
import { useWords } from '@/app/words'
import { pageWords } from '@/words/zh-CN/pages'
import { uiWords } from '@/words/zh-CN/ui'

export interface LoadingsSearch {
  code?: string | undefined
  state?: string | undefined
  type?: 'company' | 'factory' | undefined
}

/**
 * /loadings: the post-login transit page. Back from WeChat (`code` and
 * `state`, checked against the state kept for the QR or the official account's
 * authorization, src/outcomes/wechat.ts) it calls GET login; with `type` it
 * signs in as the chosen account type. A failing call returns to /.
 */
export function LoadingsScreen({ search }: { search: LoadingsSearch }) {
  const navigate = useNavigate()
  const pages = useWords(pageWords)
  const ui = useWords(uiWords)
  // A dialog closed here (the chooser, say) leaves nothing to wait for: back to the login page.
  const flow = useLoginFlow({ onDialogClosed: () => void navigate({ to: '/login', replace: true }) })
  const started = useRef(false)
  const { apply } = flow

  useEffect(() => {
    if (started.current) return
    started.current = true
    const { code, state, type } = search
    const autoLogin = isAutoLoginStored()
    const stu = isDesktopClient(userAgent()) ? { stu: 1 as const } : {}
    let payload: LoginPayload
    let embedded = false
    if (code === undefined && state === undefined) {
      // After the account-type chooser: sign in as the chosen type.
      if (type === undefined || !getLoginNumber()) {
        void navigate({ to: '/login', replace: true })
        return
      }
      payload = { type, front_user_id: getLoginNumber() ?? '', isAuto: autoLogin ? 1 : 0, ...stu }
    } else {
      // Back from WeChat (a QR scan or the official account's authorization): src/outcomes/wechat.ts decides.
      const decision = decideReturn({ code, state, kept: readWechatState(), now: Date.now() })
      // The state is spent, whatever the return.
      forgetWechatState()
      if (decision.action === 'back') {
        if (decision.message) showMessage('warning', decision.message)
        void navigate({ to: decision.to, search: decision.t ? { t: decision.t } : {}, replace: true })
        return
      }
      embedded = decision.embedded
      payload = { code: decision.code, state: decision.state, source: decision.source, isAuto: autoLogin ? 1 : 0, ...stu }
    }
    // The code and state are spent: keep them out of the address bar and history.
    void navigate({ to: '/loadings', search: {}, replace: true })
    Promise.all([login(payload), need(decisionTable)])
      .then(([answer, { decide }]) =>
        apply(decide({ kind: 'login', via: 'loadings', embedded, autoLogin, factoryUrl: getFactoryUrl(), ...browserEnv() }, answer)),
      )
      .catch((e: unknown) => {
        showMessage('error', failureText(e))
        void navigate({ to: '/', replace: true })
      })
  }, [search, navigate, apply])

  return (
    <Flex minH="100dvh" direction="column" align="center" justify="center" bg="gray.50">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{pages.titles['/loadings']}</h1>
      {/* The sign-in is under way until the page leaves: one polite status says so. */}
      <Flex direction="column" align="center" gap="4" aria-busy="true">
        <Spinner size="xl" color="orange.500" borderWidth="4px" aria-hidden="true" />
        <Text color="gray.700">
          <LiveStatus text={ui.signingIn} visible />
        </Text>
      </Flex>
      {flow.dialogs}
    </Flex>
  )
}
