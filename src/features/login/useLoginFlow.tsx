import { Suspense, useState, type ReactNode } from 'react'
import { Box } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { failureText } from '@/api/errors'
import { browserEnv, userAgent } from '@/app/browser'
import { decisionTable, need, useDecisions, type Decide, type ScreenHandlers } from '@/app/decisions'
import { lazyPart } from '@/app/lazyPart'
import { onDemand } from '@/app/onDemand'
import { CodeFailed } from '@/features/ui/LoadFailed'
import { useInFlight } from '@/app/useInFlight'
import { showMessage } from '@/app/toaster'
import { isDesktopClient } from '@/start/deviceControls'
import { onlyMessages } from '@/outcomes/forms'
import type { Decision, Dialog, ResultAnswer } from '@/outcomes/types'
import { getFactoryUrl, isAutoLoginStored } from '@/session/storage'
import type { LoginMode } from '@/start/shells'
import { loginWords } from '@/words/zh-CN/login'

// In the dialog's place, its way out too: nothing else closes it.
const LoginDialogs = lazyPart(
  () => import('./LoginDialogs'),
  (props: { onDismiss: () => void }, retry: () => void, busy: boolean) => (
    <CodeFailed words={loginWords} what={(w) => w.dialogs.what} busy={busy} onRetry={retry} onClose={props.onDismiss} />
  ),
)

// What a follow-up needs, loaded when a decision asks for it: a fetch that fails is tried again at
// once and on the next tap, also where the engine keeps a failed module (src/app/onDemand.ts).
const determineCorFCall = onDemand(() => import('@/api/determineCorF'))
const selectLoginCall = onDemand(() => import('@/api/selectLogin'))

/**
 * What the sign-in screens share: the follow-up calls a decision asks for
 * (re-check with determineCorF, selectLogin after the chooser) and the
 * dialogs (chooser, unregistered, info, jump), loaded when first needed.
 */
export function useLoginFlow(
  options: {
    onPanel?: (panel: LoginMode) => void
    embedded?: boolean
    onDialogClosed?: () => void
    postToParent?: (token: string) => void
  } = {},
) {
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [onConfirm, setOnConfirm] = useState<(() => void) | null>(null)
  const flight = useInFlight()
  const busy = flight.busy
  const embedded = options.embedded ?? false

  const loginContext = (via: 'recheck' | 'chooser', mobile: string | null) => ({
    kind: 'login' as const,
    via,
    embedded,
    autoLogin: isAutoLoginStored(),
    mobile,
    factoryUrl: getFactoryUrl(),
    ...browserEnv(),
  })

  /** A follow-up call, decided by the (lazily loaded) table; applied once the call is over. */
  async function followUp(
    call: () => Promise<ResultAnswer>,
    decideWith: (decide: Decide, answer: ResultAnswer) => Decision,
    before?: (decision: Decision) => void,
  ) {
    const decision = await flight.run(async () => {
      try {
        const [answer, { decide }] = await Promise.all([call(), need(decisionTable)])
        return decideWith(decide, answer)
      } catch (e) {
        showMessage('error', failureText(e))
        return undefined
      }
    })
    if (!decision) return
    before?.(decision)
    apply(decision)
  }

  // Whether a control had focus as the dialog opened (a button that opens it), or none (an answer: the busy submit button let it go).
  const [fromControl, setFromControl] = useState(false)

  /** Open a dialog; `confirm` answers its confirm button (the rebind prompt). */
  const openDialog = (next: Dialog, confirm?: () => void) => {
    const active = document.activeElement
    setFromControl(active instanceof HTMLElement && active !== document.body)
    setDialog(next)
    setOnConfirm(() => confirm ?? null)
  }

  const handlers: ScreenHandlers = {
    dialog: (next) => openDialog(next),
    ...(options.postToParent ? { postToParent: options.postToParent } : {}),
    panel: (panel) => {
      if (options.onPanel) options.onPanel(panel)
      else void navigate({ to: '/login', search: { t: panel } })
    },
    recheck: (mobile) => {
      const stu = isDesktopClient(userAgent()) ? { stu: 1 as const } : {}
      void followUp(
        () => need(determineCorFCall).then((api) => api.determineCorF({ mobile, ...stu })),
        (decide, answer) => decide(loginContext('recheck', mobile), answer),
      )
    },
    selectLogin: (number, type) => {
      void followUp(
        () => need(selectLoginCall).then((api) => api.selectLogin({ number, type })),
        (decide, answer) => decide(loginContext('chooser', null), answer),
        // An answer that only says something leaves the chooser open to try again.
        (decision) => {
          if (!onlyMessages(decision)) setDialog(null)
        },
      )
    },
  }
  const apply = useDecisions(handlers)

  // Where the dialog would show, its code's failure shows (the dialog itself is in a portal).
  const dialogs: ReactNode = dialog ? (
    <Box position="fixed" top="30%" insetX="4" maxW="sm" mx="auto" zIndex="modal">
      <Suspense fallback={null}>
        <LoginDialogs
          dialog={dialog}
          busy={busy}
          onClose={() => setDialog(null)}
          onDismiss={() => {
            setDialog(null)
            options.onDialogClosed?.()
          }}
          onConfirm={onConfirm}
          apply={apply}
          fromControl={fromControl}
        />
      </Suspense>
    </Box>
  ) : null

  return { handlers, apply, dialogs, busy, run: flight.run, openDialog, closeDialog: () => setDialog(null) }
}
