import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { setServerErrorHandler } from '@/api/errors'
import { deviceSignals } from '@/app/browser'
import { appQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { appSystem } from '@/app/system'
import { deviceControls } from '@/start/deviceDecision'

/** Render the whole app at a URL (memory history), as main.tsx does, for component tests. */
export async function renderApp(url: string) {
  // Toasts live in a module-level store: start every test without the last one's.
  const { toaster } = await import('@/app/toaster-impl')
  toaster.remove()
  // The query cache is app-wide too.
  appQueryClient().clear()
  // The device as main.tsx decides it (a test may set the user agent or viewport first).
  const device = deviceControls(deviceSignals())
  const router = createAppRouter(device, createMemoryHistory({ initialEntries: [url] }))
  setServerErrorHandler(() => void router.navigate({ to: '/error' }))
  const user = userEvent.setup()
  const view = render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  await router.load()
  return { router, user, ...view }
}
