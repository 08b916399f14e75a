/*
 * The early script: runs before the page's body is parsed (built by scripts/build/html.ts and
 * inlined in every page's <head>, before config.js), before any of the app's code. Its decisions are one call of
 * the start-up plan (src/start/plan.ts); every name it shares with the build and the app comes
 * from src/start/protocol.ts. docs/startup.md, "One plan, one picture".
 *
 * 0. A jump_url that names a page goes there at once, and a page in another language than the person's
 *    goes to that language's (below; src/words/languages.ts).
 * 1. Which shell shows. A route's HTML carries a prerendered shell per variant
 *    (src/start/shells.ts: the search params and device controls that change its first
 *    render). The plan decides the device and the variant of this URL; this script drops the
 *    other shells as the parser inserts them, so a deep link (`?t=pwd`) or a
 *    phone shows its own panel at first paint, and the app hydrates exactly that
 *    (`data-device` and `data-variant` on <html> say what was decided).
 * 2. What that shell needs before the app: the header's greeting, which depends on the time
 *    (src/features/layout/SiteHeader.tsx); its panel's code is asked for as the app's entry arrives (7).
 * 3. The one-tap WeChat sign-in in WeChat on a phone (src/features/login/WeChatMpButton.tsx): its place is in the
 *    shell; once config.js has run with `wechatMpAppId` set, its slot's `data-wechat-mp` turns `on`,
 *    long before the app is ready (config.js comes after the first paint, as a deferred script).
 * 4. A tap before the app is ready. Fields, the area-code choice and checkboxes work from
 *    first paint (the page is never inert), and the app adopts what they hold when it starts.
 *    A button (a tab, get-code, a submit, Enter in a field) cannot do its work yet: it shows
 *    busy, the status line says the page is getting ready (WAITING_TEXT), and the tap is handed over
 *    (src/start/handover.ts, TAP): once the app is ready (`data-ready` on <html>, set by
 *    src/main.tsx) this script clears its busy look and the app clicks the button, with the values
 *    then in the fields.
 * 5. The code leaves when the digits are in. Get-code is the one tap that does not wait for the
 *    app: its send is in a small entry of its own (src/beforeApp.ts, `data-app`'s `beforeApp`:
 *    the send of src/api/sendCode.ts and the HTTP client, none of the app), imported as
 *    soon as a phone field is touched and called on the tap. Its answer, if it comes first, is shown by
 *    that entry (the countdown, the message in the status line); else the app adopts the send when ready.
 *    Where it does not start one (the phone's problem, the countdown), the tap waits as in 4.
 * 6. Typing comes first. While the person types (`data-typing` on <html>, until a pause of
 *    TYPING_PAUSE_MS) the app's entry, once arrived, waits to run (7), and its start-up waits between its
 *    phases (src/main.tsx), so on a slow phone each key shows at once instead of after the app's next
 *    long task. A tap that needs the app ends the wait.
 * 7. The first paint comes first. The app's chunks are not in the HTML: they are asked for once
 *    the document is parsed and has painted (`data-app`'s `app`), so the first paint, which is the whole
 *    shell, neither waits for nor shares a slow phone's bandwidth with them. An edit link's data
 *    (src/start/pageReads.ts) is read then too, by the entry of 5 (src/beforeApp.ts),
 *    and the app adopts the reads. The Chakra system's chunk, smaller than the app's entry, comes
 *    first: the system is built as soon as it is in (`data-app`'s `app.system`, src/app/system.ts),
 *    while the entry still downloads and not while the person types, and the app takes the build.
 *    What the entry's first render asks for next (`app.next`: the session check's code, the kept
 *    variant's panels) is asked for as the entry arrives, so it downloads while the entry runs.
 * 8. The engine (src/start/engine.ts, docs/browsers.md: How an engine starts the page). Below the floor the page says so
 *    (scripts/build/belowFloor.ts, in the page's language) and nothing of the app loads; an old engine on the floor gets the old
 *    engines' chunk (`data-app`'s `legacy`: polyfills, the style lowering) before the app and before the
 *    entry of 5; a current engine loads nothing more. This script is lowered to ES2015 so that an
 *    engine below the floor runs it to say so.
 * 9. A failure is reported, a failed start said (docs/field-reports.md: Field error reports). From this script's
 *    first line, errors and unhandled rejections (this script's, the entries it loads, the app's)
 *    are caught by its listeners, the page's only ones, and reported once config.js has run, by the
 *    entry of 5 (`reportBeforeApp`: src/api/reportError.ts, the page's one sender, which the
 *    app's own reports use too). When the app's entry fails to load or to run, the tap waiting
 *    for it stops waiting and the page says so, with a button that reloads.
 */
import { givenConfig } from '../config/given.ts'
import { wechatMpOn } from '../config/wechatMp.ts'
import { engineStart, probeOf } from './engine.ts'
import { greetingLine } from './greeting.ts'
import { signalsOf } from './deviceControls.ts'
import { startPlan } from './plan.ts'
import {
  BELOW_FLOOR_SCRIPT,
  appReady,
  EARLY_TAG,
  PAGE,
  SENDING_TEXT,
  RELOAD_TEXT,
  SHELL,
  START_FAILED,
  START_FAILED_TEXT,
  TYPING_PAUSE_MS,
  WAITING_TEXT,
  type BeforeApp,
  type EarlyTag,
  type SystemEntry,
} from './protocol.ts'
import { keepArrivalReferrer } from '../session/arrival.ts'
import { storedLanguage } from '../session/language.ts'
import { languagePath, pageLanguage } from '../words/languages.ts'
import { handOver, SYSTEM, TAP } from './handover.ts'
import { calm, looksBusy } from './busy.ts'
import { taskWhenNotTyping } from './tasks.ts'

// 9. First, so that what fails after is reported (the modules above only define).
/** The app's entry and its chunks (`data-app`): one of them failing as it runs is a failed start. */
let appFiles: string[] = []
const report = (kind: string, failure: unknown): void => {
  // config.js says where: it has run by DOMContentLoaded (a deferred script).
  if (document.readyState == 'loading') return document.addEventListener('DOMContentLoaded', () => report(kind, failure))
  try {
    if (beforeAppUrl)
      loadBeforeApp().then(
        (m) => m.reportBeforeApp(kind, failure),
        () => (beforeApp = null),
      )
  } catch {
    // This script stopped before its loader was made: dropped.
  }
}
addEventListener('error', (e) => {
  report('error', e.error instanceof Error ? e.error : `${e.message}\n    at ${e.filename}:${e.lineno}:${e.colno}`)
  // Only while the entry evaluates: once the app renders (`data-start`), an error is a render's (React's
  // recoverable hydration errors come here too) and the page goes on.
  if (!document.documentElement.hasAttribute(PAGE.start) && appFiles.some((file) => e.filename.endsWith(file))) startFailed()
})
addEventListener('unhandledrejection', (e) => report('unhandledrejection', e.reason))

const html = document.documentElement
// What to load (the build's one attribute on this tag); nothing where the tag has none.
const tag = JSON.parse(document.currentScript?.getAttribute(EARLY_TAG) || '{}') as Partial<EarlyTag>
// 8. How this engine starts the page.
const engine = engineStart(probeOf(window))
if (engine === 'below-floor') {
  // Before the plan, which such an engine may not run: the message in this page's language (the build writes one per language).
  const message = document.createElement('script')
  message.src = languagePath(BELOW_FLOOR_SCRIPT, pageLanguage(location.pathname))
  document.head.append(message)
}
const legacyUrl = engine === 'legacy' ? tag.legacy : undefined
let legacy: Promise<unknown> | null = null
/** Resolves once the old engines' chunk has run (at once on a current engine); a chunk that fails to load lets the page try anyway. */
const legacyFirst = (): Promise<unknown> =>
  legacyUrl ? (legacy ??= import(/* @vite-ignore */ legacyUrl).catch((e: unknown) => report('legacy', e))) : Promise.resolve()
// 5, 9. The entry before the app (made this early, so a failure of this script below can be reported).
const beforeAppUrl = tag.beforeApp
let beforeApp: Promise<BeforeApp> | null = null
const loadBeforeApp = (): Promise<BeforeApp> =>
  (beforeApp ??= legacyFirst()
    .then(() => import(/* @vite-ignore */ beforeAppUrl!) as Promise<BeforeApp>)
    .then((m) => {
      m.speakPageLanguage()
      return m
    }))
// 0, 1, 2, 7: the plan (src/start/plan.ts) decides the device, a jump_url's page, the shell variant and its panels, an edit link's reads.
const plan = startPlan(location, signalsOf(window), { stored: storedLanguage(), browser: navigator.languages ?? [navigator.language] })
// The app takes the kind from here (src/main.tsx), without the rows.
html.setAttribute(PAGE.device, plan.device.kind)
// 0. A jump_url that names a page, or this page in the person's language, is gone to before anything paints, so the
//    person sees that page's own prerendered shell; there, the address loses the language's directory (the app's routes have none).
html.lang = plan.language
if (plan.go) {
  keepArrivalReferrer(document.referrer)
  html.style.visibility = 'hidden'
  location.replace(plan.go)
} else if (plan.address) history.replaceState(history.state, '', plan.address)
const keep = plan.variant?.name ?? null

// 7. The app's chunks (`data-app`: the entry's chunks, the entry, the route's own chunks; once the entry
//    has arrived, what its first render asks for next), once the document is parsed (config.js has run) and has painted.
const preload = (href: string, low = false) => {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  if (low) link.setAttribute('fetchpriority', 'low')
  document.head.append(link)
  return link
}
const startApp = () => {
  const load = tag.app
  if (!load || engine === 'below-floor') return
  load.preload.forEach((href) => preload(href))
  // What the entry's first render asks for once it has run (the session check's request, this variant's panels),
  // asked for as the entry arrives: it downloads while the entry runs, and does not share the line with the entry.
  // The entry's own link says when it has arrived (its script's `load` comes only after it has run; one fetch for both).
  const next = keep === null ? undefined : load.next?.[keep]
  const script = document.createElement('script')
  script.type = 'module'
  script.src = load.entry
  appFiles = load.preload.concat(load.entry)
  // The entry or one of its chunks did not arrive (a 404, the network).
  script.onerror = () => {
    report('start', `the app's entry did not load: ${load.entry}`)
    startFailed()
  }
  // The entry's evaluation is a long task on a slow phone: once it has arrived, it runs in a task in which the
  // person is not typing (6). An engine without modulepreload fetches it by the script and runs it on arrival.
  const appendEntry = () => {
    const entry = preload(load.entry)
    if (!entry.relList.supports('modulepreload')) return document.head.append(script)
    const run = () => void taskWhenNotTyping(html).then(() => document.head.append(script))
    entry.onload = () => {
      next?.forEach((href) => preload(href))
      run()
    }
    // The script then fails too (the module map keeps the failure) and says so (9).
    entry.onerror = run
  }
  // On an old engine the entry is fetched and runs once the old engines' chunk has (its chunks download meanwhile).
  if (legacyUrl) void legacyFirst().then(appendEntry)
  else appendEntry()
  load.low.forEach((href) => preload(href, true))
  // The Chakra system, built as soon as its chunk is in, while the rest of the app downloads: in a
  // task of its own, not while the person types. The app takes the build, or builds it where this failed (src/main.tsx).
  if (load.system)
    handOver(
      SYSTEM,
      legacyFirst()
        .then(() => import(/* @vite-ignore */ load.system) as Promise<SystemEntry>)
        .then((m) => taskWhenNotTyping(html).then(() => void (ready() || m.appSystem())))
        .catch((e: unknown) => {
          report('system', e)
          throw e
        }),
    )
  // An edit link's data (src/start/pageReads.ts), read now (config.js has run) and adopted by the app.
  const reads = plan.reads
  if (beforeAppUrl && reads)
    loadBeforeApp().then(
      (m) => m.readBeforeApp(reads),
      () => (beforeApp = null),
    )
}
if (!plan.go) {
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
  html.setAttribute(PAGE.variant, keep)
  // Shells seen before this page's (hidden until it comes), and whether it has come.
  const before: HTMLElement[] = []
  const sorted = new WeakSet<Element>()
  let found = false
  let configSeen = false
  const sort = () => {
    if (plan.variant?.panels.includes('wechat') && !configSeen) {
      const config = document.querySelector('script[src$="/config.js"]')
      if (config) {
        configSeen = true
        config.addEventListener('load', () => {
          if (wechatMpOn(givenConfig()))
            for (const slot of Array.from(document.querySelectorAll(`[${SHELL.wechatMp}]`))) slot.setAttribute(SHELL.wechatMp, 'on')
        })
      }
    }
    // The header's greeting, which the shell cannot know, in the first paint (src/features/layout/SiteHeader.tsx).
    for (const line of Array.from(document.querySelectorAll(`#${SHELL.rootId} [${SHELL.greeting}]`)))
      if (!sorted.has(line)) {
        sorted.add(line)
        line.textContent = greetingLine(new Date())
      }
    for (const shell of Array.from(document.getElementById(SHELL.rootId)?.children ?? [])) {
      if (sorted.has(shell) || !(shell instanceof HTMLElement)) continue
      sorted.add(shell)
      if (shell.getAttribute(SHELL.variant) === keep) {
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

const ready = () => appReady(html)

let typing = 0
const typed = (on: boolean) => {
  clearTimeout(typing)
  if (!on || ready()) return html.removeAttribute(PAGE.typing)
  html.setAttribute(PAGE.typing, '')
  typing = window.setTimeout(() => html.removeAttribute(PAGE.typing), TYPING_PAUSE_MS)
}
document.addEventListener('input', () => typed(true), true)

let waiting: HTMLElement | null = null
// The tap handed over: resolved once the app is ready, with the control it is to click.
let deliver: ((control: HTMLElement | null) => void) | null = null
// A get-code button whose send left before the app (busy until the app, which adopts it, is ready).
let sent: HTMLElement | null = null
const status = () => document.getElementById(SHELL.statusId)

// 9. The app will not come: nothing waits for it, and the page says so (at once: what is typed stays, only a reload helps).
let failed: HTMLButtonElement | null = null
function startFailed() {
  const line = status()
  if (failed || ready() || !line) return
  if (waiting) calm(waiting)
  if (sent) calm(sent)
  waiting = sent = null
  failed = document.createElement('button')
  failed.textContent = RELOAD_TEXT
  // The page's reset takes a button's look away: this one needs it back.
  failed.style.cssText = 'margin:2px 8px;padding:4px 10px;border-radius:4px;background:#fff;color:#1a202c;font:inherit'
  failed.onclick = () => location.reload()
  // The status line says it, as what it said last, now an alert with its button (and as wide as the screen allows).
  line.setAttribute('role', 'alert')
  line.style.cssText += ';width:max-content;max-width:calc(100% - 56px);text-align:center;pointer-events:auto'
  line.textContent = START_FAILED_TEXT
  line.append(failed)
  line.hidden = false
}

// Fetched and run while the person types, so the tap sends at once.
document.addEventListener(
  'focusin',
  (e) => {
    if (beforeAppUrl && !ready() && e.target instanceof HTMLInputElement && e.target.name === 'phone')
      loadBeforeApp().catch(() => (beforeApp = null))
  },
  true,
)

document.addEventListener(
  'click',
  (e) => {
    if (ready() || !(e.target instanceof Element)) return
    const control = e.target.closest<HTMLElement>('button, [role="button"], [role="tab"]')
    if (!control || !document.getElementById(SHELL.rootId)?.contains(control)) return
    // Not the page's own: nothing runs it yet (a submit would send the form to the address bar).
    e.preventDefault()
    e.stopPropagation()
    // Nothing will: the way on is the reload.
    if (failed) return failed.focus()
    if (waiting && waiting !== control) calm(waiting)
    waiting = control
    if (!deliver) handOver(TAP, new Promise<HTMLElement | null>((resolve) => (deliver = resolve)))
    typed(false)
    looksBusy(control)
    const line = status()
    if (line) {
      line.hidden = false
      line.textContent = WAITING_TEXT
    }
    if (beforeAppUrl && control.hasAttribute(SHELL.smsSend))
      loadBeforeApp().then(
        (m) => {
          // Still this tap's (once the app is ready it has the tap, and `waiting` is null): send now.
          if (waiting !== control || !m.sendFromShell(control)) return
          waiting = null
          sent = control
          if (line) line.textContent = SENDING_TEXT
        },
        () => (beforeApp = null),
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

// Once the app has taken the shell over, this script's busy look goes and the app has the tap.
const delivery = new MutationObserver(() => {
  // The app's start-up failed after its entry ran (src/main.tsx): it will not take the page.
  if (html.getAttribute(PAGE.start) === START_FAILED) return startFailed()
  if (!ready()) return
  delivery.disconnect()
  const line = status()
  // What this script said goes; how a send ended, said by the entry before the app, stays its time (src/beforeApp.ts).
  if (line && (line.textContent === WAITING_TEXT || line.textContent === SENDING_TEXT)) line.hidden = true
  // The app shows the send it adopted (busy, then its message and the countdown).
  if (sent) calm(sent)
  const control = waiting
  waiting = null
  if (control) calm(control)
  deliver?.(control?.isConnected ? control : null)
})
delivery.observe(html, { attributes: true, attributeFilter: [PAGE.ready, PAGE.start] })
