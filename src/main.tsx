import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { RouterProvider } from '@tanstack/react-router'
import { setServerErrorHandler } from '@/api/errors'
import { createAppRouter } from '@/app/router'
import { system } from '@/app/system'
import { parseConfig } from '@/config/schema'
import { setConfig } from '@/config/store'

declare global {
  interface Window {
    __HOME_CONFIG__?: unknown
  }
}

/** reportError loads with the HTTP client when there is something to report. */
function report(text: string): void {
  void import('@/api/reportError').then(({ reportError }) => reportError(text))
}

function installErrorReporting(): void {
  window.addEventListener('error', (e) => {
    report(`[error] ${window.location.pathname}\n${e.message}\n${e.error instanceof Error ? (e.error.stack ?? '') : ''}`)
  })
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason
    report(
      `[unhandledrejection] ${window.location.pathname}\n${reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason)}`,
    )
  })
}

async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) return
  const root = createRoot(container)
  const parsed = parseConfig(window.__HOME_CONFIG__)
  if (!parsed.ok) {
    const { ConfigError } = await import('@/features/errors/RootError')
    root.render(<ConfigError problems={parsed.problems} />)
    return
  }
  setConfig(parsed.config)
  if (import.meta.env.DEV) {
    // `npm start`: the demo back end answers in a service worker. Never in a production build.
    const { startDemoWorker } = await import('./mocks/browser')
    await startDemoWorker()
  }
  installErrorReporting()
  const router = createAppRouter()
  setServerErrorHandler(() => void router.navigate({ to: '/error' }))
  // Resolve the route (guard, route chunks) first, so the first render is the whole screen.
  await router.load()
  // A transition renders in slices, so the first render over the shell does not block input.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </StrictMode>,
    ),
  )
}

void start()
