import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setServerErrorHandler } from '@/api/errors'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'
import { onShellReady } from '@/app/shellReady'
import { appSystem, appSystemOverPrerenderedCss } from '@/app/system'
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const trimSlash = (p: string) => p.replace(/\/+$/, '')

async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) return
  // Until the app takes over, the prerendered shell is inert: nothing in it would respond yet.
  const release = () => container.removeAttribute('inert')
  const parsed = parseConfig(window.__HOME_CONFIG__)
  if (!parsed.ok) {
    const { ConfigError } = await import('@/features/errors/RootError')
    container.replaceChildren()
    release()
    createRoot(container).render(<ConfigError problems={parsed.problems} />)
    return
  }
  setConfig(parsed.config)
  if (import.meta.env.DEV) {
    // `npm start`: the demo back end answers in a service worker. Never in a production build.
    const { startDemoWorker } = await import('./mocks/browser')
    await startDemoWorker()
  }
  installErrorReporting()
  // Start-up in separate tasks (loading the modules, resolving the route, building the Chakra
  // system, hydrating in slices), so no single one blocks input for long on a slow phone.
  await nextTask()
  const router = createAppRouter()
  setServerErrorHandler(() => void router.navigate({ to: '/error' }))
  // Resolve the route (guard, route chunks, the panel a deep link opens) while the system is
  // built, so the first render is the whole screen.
  const loading = router.load()
  await nextTask()
  // A prerendered page carries the system's global CSS already (nothing else has rendered yet).
  if (document.querySelector('style[data-emotion^="css-global"]') !== null) appSystemOverPrerenderedCss()
  else appSystem()
  await loading
  // The route this page's HTML was prerendered for (scripts/build/prerender.ts), if any. The shell was
  // rendered without search params, storage or config.js, and the first render here is too
  // (useHydratedSearch, useConfig): they apply in the render after.
  const shell = container.dataset['shell']
  const matches = shell !== undefined && trimSlash(window.location.pathname) === trimSlash(shell)
  document.documentElement.dataset['start'] = matches ? 'hydrate' : 'render'
  // The page responds once the route's first render with the real search params and config commits;
  // only then does the field measurement load (web-vitals is never part of a first load).
  onShellReady(() => {
    release()
    void import('@/app/vitals').then((vitals) => vitals.default())
  })
  if (matches) {
    // Render the route tree as it was rendered at build time (TanStack Router leaves out its
    // top-level Suspense boundaries when it renders on a server or over a server's markup).
    router.ssr = { manifest: undefined }
    // A transition hydrates in slices, so taking over the shell does not block input for long.
    startTransition(() => void hydrateRoot(container, <App router={router} />))
    return
  }
  container.replaceChildren()
  const root = createRoot(container)
  startTransition(() => root.render(<App router={router} />))
}

void start()
