import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme'
import { messageShownMs } from '@/outcomes/controls'
import type { MessageLevel } from '@/outcomes/types'
import { uiWords } from '@/words/zh-CN/ui'
import { useWords } from './words'

/**
 * The toaster itself, loaded with the first message (see ./toaster). Text only, never HTML.
 * One message at a time, at the top over the site header's band (above every card's heading):
 * each message answers the person's latest action, so the newest replaces what shows at once
 * (a queue would hide it behind older ones until they time out), and a repeat cannot stack. Not at the bottom:
 * a phone's keyboard covers what is fixed there.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, offsets: '0.5rem' })

/** Shows one message. @public: ./toaster calls it on the module its on-demand load resolves to, which knip does not follow. */
export function create(level: MessageLevel, text: string): void {
  // Removed, not dismissed: a dismissed toast keeps its place until it has left.
  toaster.remove()
  toaster.create({ type: level, title: text, duration: messageShownMs(level), closable: true })
}

export default function AppToaster() {
  const ui = useWords(uiWords)
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '2' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} py="3" data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={ui.close} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
