import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { setServerErrorHandler } from '@/api/errors'
import { appQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { appSystem } from '@/app/system'

/** Render the whole app at a URL (memory history), as main.tsx does, for component tests. */
export async function renderApp(url: string) {
  // Toasts live in a module-level store: start every test without the last one's.
  const { toaster } = await import('@/app/toaster-impl')
  toaster.remove()
  // The query cache is app-wide too.
  appQueryClient().clear()
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
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
