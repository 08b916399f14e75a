/*
 * The early script: runs before the page is parsed (built by scripts/build/vite-plugins.ts
 * into dist/assets/early-<hash>.js, a blocking <script> at the top of every page's <head>),
 * before any of the app's code. It imports only the pure decision rows it applies.
 *
 * 0. A jump_url that names a page goes there at once (below).
 * 1. Which shell shows. A route's HTML carries a prerendered shell per variant
 *    (src/outcomes/shells.ts: the search params and device controls that change its first
 *    render). This decides the device (src/outcomes/device.ts) and the variant of this URL,
 *    and drops the other shells as the parser inserts them, so a deep link (`?t=pwd`) or a
 *    phone shows its own panel at first paint, and the app hydrates exactly that
 *    (`data-device` and `data-variant` on <html> say what was decided).
 * 2. What that shell needs: the chunks of its panel (`data-variant-preloads`, fetched with the
 *    app's, 7), and the header's greeting, which depends on the time (src/features/layout/SiteHeader.tsx).
 * 3. 微信一键登录 in WeChat on a phone (src/features/login/WechatSlot.tsx): its place is in the
 *    shell; once config.js has run with `wechatMpAppId` set, `data-wechat-mp` on <html> shows it,
 *    long before the app is ready (config.js comes after the first paint, as a deferred script).
 * 4. A tap before the app is ready. Fields, the area-code choice and checkboxes work from
 *    first paint (the page is never inert), and the app adopts what they hold when it starts.
 *    A button (a tab, 获取验证码, a submit, Enter in a field) cannot do its work yet: it shows
 *    busy, the status line says 页面正在准备，请稍候…, and once the app is ready (`data-ready`
 *    on <html>, set by src/main.tsx) the button is clicked, with the values then in the fields.
 * 5. The code leaves when the digits are in. 获取验证码 is the one tap that does not wait for the
 *    app: its send is in a small entry of its own (src/app/beforeTheApp.ts, `data-before-app`:
 *    the send of src/features/sms/sendCode.ts and the HTTP client, none of the app), imported as
 *    soon as a phone field is touched and called on the tap; the app adopts the send when ready.
 *    Where it does not start one (the phone's problem, the countdown), the tap waits as in 4.
 * 6. Typing comes first. While the person types (`data-typing` on <html>, until a pause of
 *    TYPING_PAUSE_MS) the app's start-up waits between its phases (src/main.tsx), so on a slow
 *    phone each key shows at once instead of after the app's next long task. A tap that needs the
 *    app ends the wait.
 * 7. The first paint comes first. The app's chunks are not in the HTML: they are asked for once
 *    the document is parsed and has painted (`data-app`), so the first paint, which is the whole
 *    shell, neither waits for nor shares a slow phone's bandwidth with them. A deep link's data
 *    (src/outcomes/reads.ts) is read then too, by the entry of 5 (src/features/register/pageReads.ts),
 *    and the app adopts the reads.
 * 8. The engine (src/outcomes/engine.ts, README: Browsers). Below the floor the page says so
 *    (public/below-floor.js) and nothing of the app loads; an old engine on the floor gets the old
 *    engines' chunk (`data-legacy`: polyfills, the style lowering) before the app and before the
 *    entry of 5; a current engine loads nothing more. This script is lowered to ES2015 so that an
 *    engine below the floor runs it to say so.
 */
import { controlsFor } from '../../src/outcomes/deviceControls.ts'
import { greetingLine } from '../../src/outcomes/controls.ts'
import { deviceKind } from '../../src/outcomes/device.ts'
import { engineStart, probeOf } from '../../src/outcomes/engine.ts'
import { appPath, jumpUrlRoute } from '../../src/outcomes/navigation.ts'
import { pageReads } from '../../src/outcomes/reads.ts'
import { shellVariant } from '../../src/outcomes/shells.ts'
import { keepArrivalReferrer } from '../../src/session/arrival.ts'

const html = document.documentElement
const me = document.currentScript
// 8. How this engine starts the page.
const engine = engineStart(probeOf(window))
if (engine === 'below-floor') {
  const message = document.createElement('script')
  message.src = '/home/below-floor.js'
  document.head.append(message)
}
const legacyUrl = engine === 'legacy' ? me?.getAttribute('data-legacy') : null
let legacy: Promise<unknown> | null = null
/** Resolves once the old engines' chunk has run (at once on a current engine); a chunk that fails to load lets the page try anyway. */
const legacyFirst = (): Promise<unknown> =>
  legacyUrl ? (legacy ??= import(/* @vite-ignore */ legacyUrl).catch(() => undefined)) : Promise.resolve()
const query = new URLSearchParams(location.search)
const kind = deviceKind({
  userAgent: navigator.userAgent,
  coarsePointer: matchMedia('(pointer: coarse)').matches,
  viewportWidth: innerWidth,
  maxTouchPoints: navigator.maxTouchPoints || 0,
})
const device = controlsFor(kind)
// The app takes the kind from here (src/main.tsx), without the rows.
html.setAttribute('data-device', kind)
const path = appPath(location.pathname)
// 0. A jump_url that names a page (jumpUrlRoute, the row decideJumpUrl applies in the app) goes there before anything paints, so
//    the person sees that page's own prerendered shell, not the login's then the app's render of it.
//    Not with what only the app can do on the login page (clear or exit, a scan result).
const jump =
  (path === '/' || path === '/login') && !['clear', 'exit', 'code'].some((name) => query.has(name))
    ? jumpUrlRoute(query.get('jump_url') ?? undefined)
    : null
if (jump) {
  keepArrivalReferrer(document.referrer)
  html.style.visibility = 'hidden'
  location.replace(`/home${jump}`)
}
const keep = jump ? null : shellVariant(path, (name) => query.get(name) ?? undefined, device)

// 7. The app's chunks (`data-app`: the entry's chunks, the entry, the route's own chunks; then the
//    kept variant's panel chunks), once the document is parsed (config.js has run) and has painted.
type AppLoad = { preload: string[]; entry: string; low: string[] }
const appLoad = me?.getAttribute('data-app')
const beforeTheAppUrl = me?.getAttribute('data-before-app')
const variantPreloads = me?.getAttribute('data-variant-preloads')
type BeforeTheApp = { sendFromShell: (button: HTMLElement) => boolean; readBeforeTheApp: () => void }
let beforeTheApp: Promise<BeforeTheApp> | null = null
const loadBeforeTheApp = (): Promise<BeforeTheApp> =>
  (beforeTheApp ??= legacyFirst().then(() => import(/* @vite-ignore */ beforeTheAppUrl!) as Promise<BeforeTheApp>))
const preload = (href: string, low = false) => {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  if (low) link.setAttribute('fetchpriority', 'low')
  document.head.append(link)
}
const startApp = () => {
  if (!appLoad || engine === 'below-floor') return
  const load = JSON.parse(appLoad) as AppLoad
  load.preload.forEach((href) => preload(href))
  const script = document.createElement('script')
  script.type = 'module'
  script.src = load.entry
  // On an old engine the entry runs once the old engines' chunk has (its chunks download meanwhile).
  if (legacyUrl) void legacyFirst().then(() => document.head.append(script))
  else document.head.append(script)
  load.low.forEach((href) => preload(href, true))
  if (keep !== null && variantPreloads) ((JSON.parse(variantPreloads) as Record<string, string[]>)[keep] ?? []).forEach((href) => preload(href))
  // A deep link's data (src/outcomes/reads.ts), read now (config.js has run) and adopted by the app.
  if (beforeTheAppUrl && pageReads(path, query.get('id') ?? undefined))
    loadBeforeTheApp().then(
      (m) => m.readBeforeTheApp(),
      () => (beforeTheApp = null),
    )
}
if (!jump) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    startApp()
  }
  // After the next paint (a task queued from the frame that paints); at once in a hidden tab,
  // which does not paint, and in any case soon.
  const afterPaint = () => {
    if (document.hidden) return once()
    requestAnimationFrame(() => setTimeout(once, 0))
    setTimeout(once, 100)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
}

if (keep !== null) {
  html.setAttribute('data-variant', keep)
  // Shells seen before this page's (hidden until it comes), and whether it has come.
  const before: HTMLElement[] = []
  const sorted = new WeakSet<Element>()
  let found = false
  let configSeen = false
  const sort = () => {
    if (device.wechatSignIn && !configSeen) {
      const config = document.querySelector('script[src$="/config.js"]')
      if (config) {
        configSeen = true
        config.addEventListener('load', () => {
          const id = (window as { __HOME_CONFIG__?: { wechatMpAppId?: unknown } }).__HOME_CONFIG__?.wechatMpAppId
          if (typeof id === 'string' && id.trim()) html.setAttribute('data-wechat-mp', '')
        })
      }
    }
    // The header's greeting, which the shell cannot know, in the first paint (src/features/layout/SiteHeader.tsx).
    for (const line of Array.from(document.querySelectorAll('#root [data-greeting]')))
      if (!sorted.has(line)) {
        sorted.add(line)
        line.textContent = greetingLine(new Date())
      }
    for (const shell of Array.from(document.getElementById('root')?.children ?? [])) {
      if (sorted.has(shell) || !(shell instanceof HTMLElement)) continue
      sorted.add(shell)
      if (shell.getAttribute('data-variant') === keep) {
        found = true
        before.forEach((other) => other.remove())
      } else if (found) shell.remove()
      else {
        shell.hidden = true
        before.push(shell)
      }
    }
  }
  const parsing = new MutationObserver(sort)
  parsing.observe(html, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', () => {
    sort()
    parsing.disconnect()
    // This page has no shell of that name (it cannot happen with a build's own pages): show the first.
    if (!found && before[0]) before[0].hidden = false
  })
}

const ready = () => html.hasAttribute('data-ready')

const TYPING_PAUSE_MS = 400
let typing = 0
const typed = (on: boolean) => {
  clearTimeout(typing)
  if (!on || ready()) return html.removeAttribute('data-typing')
  html.setAttribute('data-typing', '')
  typing = window.setTimeout(() => html.removeAttribute('data-typing'), TYPING_PAUSE_MS)
}
document.addEventListener('input', () => typed(true), true)

let waiting: HTMLElement | null = null
// A get-code button whose send left before the app (busy until the app, which adopts it, is ready).
let sent: HTMLElement | null = null
const status = () => document.getElementById('early-input-status')
/** A control no longer busy with a tap made before the app: what this script set on it, cleared. */
const calm = (control: HTMLElement) => {
  control.removeAttribute('aria-busy')
  control.style.opacity = ''
}

// Fetched and run while the person types, so the tap sends at once.
document.addEventListener(
  'focusin',
  (e) => {
    if (beforeTheAppUrl && !ready() && e.target instanceof HTMLInputElement && e.target.name === 'phone')
      loadBeforeTheApp().catch(() => (beforeTheApp = null))
  },
  true,
)

document.addEventListener(
  'click',
  (e) => {
    if (ready() || !(e.target instanceof Element)) return
    const control = e.target.closest<HTMLElement>('button, [role="button"], [role="tab"]')
    if (!control || !document.getElementById('root')?.contains(control)) return
    // Not the page's own: nothing runs it yet (a submit would send the form to the address bar).
    e.preventDefault()
    e.stopPropagation()
    if (waiting && waiting !== control) calm(waiting)
    waiting = control
    typed(false)
    // The shell's controls carry their styles in classes: an inline opacity is ours to set and clear.
    control.setAttribute('aria-busy', 'true')
    control.style.opacity = '0.6'
    const line = status()
    if (line) {
      line.hidden = false
      line.textContent = '页面正在准备，请稍候…'
    }
    if (beforeTheAppUrl && control.hasAttribute('data-sms-scope'))
      loadBeforeTheApp().then(
        (m) => {
          // Still this tap's, and the app not ready (then the tap is delivered to it): send now.
          if (waiting !== control || !m.sendFromShell(control)) return
          waiting = null
          sent = control
          if (line) line.textContent = '正在发送验证码…'
        },
        () => (beforeTheApp = null),
      )
  },
  true,
)
// A form submitted some other way before the app is ready stays on the page.
document.addEventListener(
  'submit',
  (e) => {
    if (ready()) return
    e.preventDefault()
    e.stopPropagation()
  },
  true,
)

// Once the app has taken the shell over, the tap is delivered.
const delivery = new MutationObserver(() => {
  if (!ready()) return
  delivery.disconnect()
  const line = status()
  if (line) line.hidden = true
  // The app shows the send it adopted (busy, then its message and the countdown).
  if (sent) calm(sent)
  const control = waiting
  waiting = null
  if (!control) return
  calm(control)
  if (!control.isConnected) return
  control.focus()
  control.click()
})
delivery.observe(html, { attributes: true, attributeFilter: ['data-ready'] })
