import { startTransition, type ReactNode } from 'react'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setServerErrorHandler } from '@/api/errors'
import { deviceSignals } from '@/app/browser'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'
import { onDemand } from '@/app/onDemand'
import { appSystem, appSystemOverPrerenderedCss } from '@/app/system'
import { pageConfig } from '@/config/page'
import { parseConfig } from '@/config/schema'
import { setConfig } from '@/config/store'
import { controlsFor, DEVICE_KINDS, type DeviceControls } from '@/start/deviceControls'
import { PAGE, SHELL, START_FAILED } from '@/start/protocol'
import { STYLE_LOWERING, SYSTEM, take, TAP } from '@/start/handover'
import { taskWhenNotTyping } from '@/start/tasks'
import type { Middleware } from 'stylis'
import { appPath } from '@/outcomes/navigation'
import { loadLanguage, speakFromNow } from '@/app/loadWords'
import { LanguageContext } from '@/app/words'
import { storeLanguage } from '@/session/language'
import { LANGUAGE_PARAM, languageOf, SOURCE_LANGUAGE, type Language } from '@/words/languages'

/** The next phase of start-up, in a task of its own, once the person is not typing (all they type is adopted when the app starts). */
const nextTask = () => taskWhenNotTyping(document.documentElement)

/**
 * The device's controls: of the kind the start-up plan decided before the page was parsed
 * (src/start/plan.ts, run by the early script, `data-device`), so the app's first load need not
 * carry the device rows. Where the early script could not run, the same rows the plan reads.
 */
async function decidedDevice(): Promise<DeviceControls> {
  const kind = DEVICE_KINDS.find((k) => k === document.documentElement.getAttribute(PAGE.device))
  if (kind) return controlsFor(kind)
  const { deviceControls } = await import('@/start/deviceDecision')
  return deviceControls(deviceSignals())
}

/**
 * The page says the app has taken over (tests wait for it), and the app adopts a tap made before
 * it was ready (src/start/handover.ts): the early script hands it the control once it has cleared
 * its busy look, and the app clicks it, with what the fields then hold. The take comes first (here,
 * at once); the early script's observer of `data-ready` resolves it in the microtask after.
 */
function markReady(): void {
  document.documentElement.setAttribute(PAGE.ready, '')
  take<HTMLElement | null>(TAP)?.then(
    (control) => {
      if (!control) return
      control.focus()
      control.click()
    },
    () => {},
  )
}

async function start(): Promise<void> {
  performance.mark('home:start')
  const container = document.getElementById(SHELL.rootId)
  if (!container) return
  // The page's language, as the early script chose it (src/start/plan.ts) and the build wrote the page; a `?lang=` is the person's choice, kept.
  const language = languageOf(document.documentElement.lang) ?? SOURCE_LANGUAGE
  const asked = languageOf(new URLSearchParams(window.location.search).get(LANGUAGE_PARAM))
  if (asked) storeLanguage(asked)
  speakFromNow(language)
  // Without config.js (it did not load) every key has its default.
  const parsed = pageConfig() ?? parseConfig(undefined)
  if (!parsed.ok) {
    const { ConfigError } = await import('@/features/errors/RootError')
    // The page and the problems in its language: its words first, then config.js read again to say them.
    await loadLanguage(language)
    const again = pageConfig()
    const problems = again && !again.ok ? again.problems : parsed.problems
    container.replaceChildren()
    createRoot(container).render(
      <LanguageContext.Provider value={{ language, switchTo: async () => {} }}>
        <ConfigError problems={problems} />
      </LanguageContext.Provider>,
    )
    markReady()
    return
  }
  setConfig(parsed.config)
  if (import.meta.env.DEV) {
    // `npm start`: the demo back end answers in a service worker. Never in a production build.
    const { startDemoWorker } = await import('./mocks/browser')
    await startDemoWorker()
  }
  // Start-up in separate tasks (loading the modules, making the router, resolving the route, the
  // Chakra system, hydrating in slices), so no single one blocks input for long on a slow phone.
  await nextTask()
  const device = await decidedDevice()
  const router = createAppRouter(device)
  setServerErrorHandler(() => void router.navigate({ to: '/error' }))
  await nextTask()
  // Resolve the route (guard, route chunks, the panel a deep link opens) before the first render,
  // so that it is the whole screen.
  const loading = router.load()
  await nextTask()
  // The Chakra system: built by the early script as soon as its chunk was in (src/start/early.ts, 7),
  // or here. A prerendered page carries the system's global CSS already (nothing else has rendered yet).
  // (The tests find this phase by its mark: e2e/early.spec.ts, e2e/failed-start.spec.ts.)
  performance.mark('home:system')
  await take(SYSTEM)?.catch(() => {})
  if (document.getElementById(SHELL.rootId)?.hasAttribute(SHELL.route)) appSystemOverPrerenderedCss()
  else appSystem()
  await loading
  // The words of every section the first render shows, in the page's language (none to load for the source's).
  await loadLanguage(language)
  await nextTask()
  // The shell variant the early script kept for this URL and device (src/start/shells.ts), if
  // this page's HTML was prerendered for this route (scripts/build/prerender.ts) and the guard
  // stayed on it. The first render hydrates it with the real search params and device, which
  // select that variant; config.js and storage apply after (src/app/hydration.tsx, effects).
  const shell = container.getAttribute(SHELL.route) ?? undefined
  const variant = document.documentElement.getAttribute(PAGE.variant)
  const onShell = shell !== undefined && appPath(window.location.pathname) === appPath(shell)
  const target = onShell && variant !== null ? [...container.children].find((el) => el.getAttribute(SHELL.variant) === variant) : undefined
  document.documentElement.setAttribute(PAGE.start, target ? 'hydrate' : 'render')
  // On an old engine, what Emotion writes from now on is lowered as the prerendered styles were (src/oldEngines/index.ts).
  const plugins = await take<Middleware[]>(STYLE_LOWERING)
  const legacyCache = plugins ? createCache({ key: 'css', stylisPlugins: plugins }) : null
  const tree = (app: ReactNode) => (legacyCache ? <CacheProvider value={legacyCache}>{app}</CacheProvider> : app)
  // The page responds once the route's first render has committed and config.js applied; only
  // then does the field measurement load (web-vitals is never part of a first load).
  let taken = false
  const onReady = () => {
    // Once: the root's ShellReady and the error page's may both say so (and effects run twice in development).
    if (taken) return
    taken = true
    performance.measure('home:takeover', 'home:render')
    markReady()
    // READY for the field figures: ms from navigation until now.
    const ready = performance.now()
    onDemand(() => import('@/app/vitals'))
      .load()
      .then((vitals) => vitals?.default(device.kind, ready))
      .catch(() => {})
  }
  // The person switched the language: the page says so, the choice is kept, and a `?lang=` that named another leaves the address.
  const switched = (next: Language) => {
    document.documentElement.lang = next
    storeLanguage(next)
    const url = new URL(window.location.href)
    if (!url.searchParams.has(LANGUAGE_PARAM)) return
    url.searchParams.delete(LANGUAGE_PARAM)
    router.history.replace(`${url.pathname}${url.search}${url.hash}`, router.history.location.state)
  }
  const app = (hydrating: boolean) =>
    tree(<App router={router} hydrating={hydrating} onReady={onReady} language={language} onLanguage={switched} />)
  performance.mark('home:render')
  if (target) {
    // Only this variant stays (the early script has dropped the others already, unless it could not run).
    for (const other of [...container.children]) if (other !== target) other.remove()
    target.removeAttribute('hidden')
    // Render the route tree as it was rendered at build time (TanStack Router leaves out its
    // top-level Suspense boundaries when it renders on a server or over a server's markup).
    router.ssr = { manifest: undefined }
    // A transition hydrates in slices, so taking over the shell does not block input for long.
    startTransition(() => void hydrateRoot(target, app(true)))
    return
  }
  container.replaceChildren()
  const root = createRoot(container)
  startTransition(() => root.render(app(false)))
}

// A start-up that fails (a chunk it imports did not arrive, an error of ours) is said by the early
// script (src/start/early.ts, 9), which also reports the rejection left unhandled here.
start().catch((error: unknown) => {
  document.documentElement.setAttribute(PAGE.start, START_FAILED)
  throw error
})
