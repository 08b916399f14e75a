import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ChakraProvider } from '@chakra-ui/react'
import { RouterProvider } from '@tanstack/react-router'
import { setServerErrorHandler } from '@/api/client'
import { reportError } from '@/api/reportError'
import { createAppRouter } from '@/app/router'
import { system } from '@/app/system'
import { parseConfig } from '@/config/schema'
import { setConfig } from '@/config/store'
import { ConfigError } from '@/features/errors/RootError'

declare global {
  interface Window {
    __HOME_CONFIG__?: unknown
  }
}

function installErrorReporting(): void {
  window.addEventListener('error', (e) => {
    void reportError(`[error] ${window.location.pathname}\n${e.message}\n${e.error instanceof Error ? (e.error.stack ?? '') : ''}`)
  })
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason
    void reportError(`[unhandledrejection] ${window.location.pathname}\n${reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason)}`)
  })
}

async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) return
  const root = createRoot(container)
  const parsed = parseConfig(window.__HOME_CONFIG__)
  if (!parsed.ok) {
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
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  )
}

void start()
