import { useCallback, useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Decision, Dialog, Effect } from '@/outcomes/types'
import { signsIn } from '@/outcomes/forms'
import { clearDrafts } from '@/session/drafts'
import { applyWrites } from '@/session/storage'
import { leaveTo } from './browser'
import { onDemand, type Code } from './onDemand'
import { showMessage } from './toaster'

/**
 * The decision table (src/outcomes/table.ts), loaded when a form first needs it: once a code is asked
 * for, or with the answer it decides. Not in a page's first load; a failed fetch is tried again (onDemand).
 */
export const decisionTable = onDemand(() => import('@/outcomes/table'))
/** The module, or the failure of the tap that needed it (said as the generic message). */
export const need = <T>(code: Code<T>): Promise<T> => code.load().then((module) => module ?? Promise.reject(code.error))
/** How a form decides an answer, given the table once it is here. */
export type Decide = typeof import('@/outcomes/table').decide

/**
 * Applies the outcomes core's decisions: the generic effects here, the
 * screen-specific ones (dialogs, panels, follow-up calls) through handlers.
 */
export interface ScreenHandlers {
  dialog?: (dialog: Dialog) => void
  panel?: (panel: Extract<Effect, { kind: 'panel' }>['panel']) => void
  recheck?: (mobile: string) => void
  selectLogin?: (number: string, type: 'company' | 'factory') => void
  postToParent?: (token: string) => void
}

interface Platform {
  navigate: (to: string, search: Record<string, string> | undefined, replace: boolean) => void
  leave: (url: string, target: 'self' | 'top') => void
  message: typeof showMessage
  store: typeof applyWrites
  schedule: (run: () => void, delayMs: number) => void
}

function applyEffects(effects: readonly Effect[], platform: Platform, handlers: ScreenHandlers): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'store':
        platform.store(effect.writes)
        break
      case 'message':
        platform.message(effect.level, effect.text)
        break
      case 'navigate': {
        const run = () => platform.navigate(effect.to, effect.search, effect.replace ?? false)
        if (effect.delayMs) platform.schedule(run, effect.delayMs)
        else run()
        break
      }
      case 'leave':
        platform.schedule(() => platform.leave(effect.url, effect.target), effect.delayMs)
        break
      case 'dialog': {
        const { kind: _kind, ...dialog } = effect
        if (handlers.dialog) handlers.dialog(dialog)
        else if ('text' in dialog) platform.message('info', dialog.text)
        break
      }
      case 'panel':
        if (handlers.panel) handlers.panel(effect.panel)
        else platform.navigate('/login', { t: effect.panel }, false)
        break
      case 'recheck':
        handlers.recheck?.(effect.mobile)
        break
      case 'selectLogin':
        handlers.selectLogin?.(effect.number, effect.type)
        break
      case 'postToParent':
        handlers.postToParent?.(effect.token)
        break
    }
  }
}

/** The thin hook: returns `apply(decision)` bound to the router, session module and toasts. */
export function useDecisions(handlers: ScreenHandlers = {}): (decision: Decision) => void {
  const router = useRouter()
  const handlersRef = useRef(handlers)
  const timers = useRef<number[]>([])
  useEffect(() => {
    handlersRef.current = handlers
  })
  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((t) => window.clearTimeout(t))
  }, [])

  return useCallback(
    (decision: Decision) => {
      const platform: Platform = {
        navigate: (to, search, replace) => {
          const go = router.navigate as (opts: { to: string; search?: Record<string, string>; replace?: boolean }) => Promise<void>
          void go({ to, search: search ?? {}, replace })
        },
        leave: leaveTo,
        message: showMessage,
        store: applyWrites,
        // Delayed effects are dropped when the screen goes away before they run.
        schedule: (run, delayMs) => {
          if (delayMs <= 0) run()
          else timers.current.push(window.setTimeout(run, delayMs))
        },
      }
      // Signed in: what was typed in any form of this tab is not kept past it (src/outcomes/forms.ts).
      if (signsIn(decision)) clearDrafts()
      applyEffects(decision.effects, platform, handlersRef.current)
    },
    [router],
  )
}
