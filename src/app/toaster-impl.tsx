import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme'
import type { MessageLevel } from '@/outcomes/types'

/** The toaster itself, loaded with the first message (see ./toaster). Text only, never HTML. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 })

export function create(level: MessageLevel, text: string): void {
  toaster.create({ type: level, title: text, duration: level === 'error' ? 5000 : 3500, closable: true })
}

export default function AppToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="关闭" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
