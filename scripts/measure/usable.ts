/**
 * Time to usable on a slow phone: from navigation start until the control a
 * user came for responds — the app has taken the page over (`data-ready`), and
 * the entry's control is in the page, enabled, outside any inert subtree and painted (the next frame
 * after that: the naive page's form is laid out and painted only after it is in the page). Measured in
 * Debian's Chromium driven by Playwright, throttled over CDP the way
 * Lighthouse's mobile profile is simulated (`mobileSlow4G`: 4× CPU slowdown,
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), at the Moto G Power
 * screen and user agent Lighthouse emulates, cold cache (WeChat's widget from
 * the loopback stand-in, scripts/measure/wechat-stub.ts). A MutationObserver installed before the page's own scripts records
 * the moment, so the app does not report on itself.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { REACT_COMMITS, startProfile, summarize, type Profile } from './profile'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium'

/** What must respond on an entry: a CSS selector, on a path (after an in-app redirect) when given. */
export interface UsableWhen {
  selector: string
  path?: string
}

export const SLOW_PHONE = throttling.mobileSlow4G

declare global {
  interface Window {
    __usableAt?: number
    __firstKeystrokeAt?: number
    __countFibers?: () => number | undefined
    __fibersAtReady?: number
  }
}

/**
 * A person's first task: the phone field (a CSS selector) and the button that sends the code
 * (its text). See `slowPhoneRun`.
 */
export interface PersonTask {
  field: string
  button: string
}

/** What one slow-phone load measured, in ms from navigation start. */
export interface SlowPhoneRun {
  /** The app has taken over: the entry's control responds and has been painted (the observer below). */
  ready: number
  /** A typed character first appears in the phone field. */
  firstKeystroke: number
  /** The SMS-code request carrying all 11 digits leaves the browser. */
  task: number
  /** With `profile`: where the main thread's time went until ready (scripts/measure/profile.ts). */
  profile?: Profile
}

const TASK_PHONE = '13800000099'
const KEY_INTERVAL_MS = 100

/** Installed before the page's scripts: the first time the watched field holds what was typed. */
const KEYSTROKE_OBSERVER = `function (selector) {
  document.addEventListener('input', function (e) {
    var t = e.target
    if (window.__firstKeystrokeAt === undefined && t && t.matches && t.matches(selector) && t.value) window.__firstKeystrokeAt = performance.now()
  }, true)
}`

/** Installed before the page's scripts: records when the entry's control first responds and is on screen, from the navigation the person started. */
const USABLE_OBSERVER = `function (w) {
  // From the navigation the person started, also after the page went on by itself (a jump_url).
  var first = performance.timeOrigin
  try {
    first = Number(sessionStorage.getItem('__perfOrigin')) || first
    sessionStorage.setItem('__perfOrigin', String(first))
  } catch (e) {}
  var watched = { subtree: true, childList: true, attributes: true }
  var usable = function () {
    var root = document.getElementById('root')
    if (!root || root.childElementCount === 0) return false
    // A prerendered page responds once the app says so (data-ready).
    if (root.hasAttribute('data-shell') && !document.documentElement.hasAttribute('data-ready')) return false
    if (w.path !== undefined && !window.location.pathname.endsWith(w.path)) return false
    var el = document.querySelector(w.selector)
    return !!el && !el.closest('[inert]') && !el.disabled
  }
  var observer = new MutationObserver(function () {
    if (window.__usableAt !== undefined || !usable()) return
    observer.disconnect()
    // Once on screen: after the next frame has been laid out and painted (a control not yet painted
    // cannot be seen or tapped); a message posted in the frame's callback runs after its paint.
    requestAnimationFrame(function () {
      var channel = new MessageChannel()
      channel.port1.onmessage = function () {
        if (!usable()) return observer.observe(document, watched)
        window.__usableAt = performance.timeOrigin + performance.now() - first
        // What the page renders then (scripts/measure/profile.ts, while profiling).
        if (window.__countFibers) window.__fibersAtReady = window.__countFibers()
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document, watched)
}`

export async function launchForUsable(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs, '--headless=new'] })
}

/** A tap where the person sees the element (a real touch, whether or not the page answers it yet). */
async function tapOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * The scripted person: taps the phone field as soon as it is on screen, types the 11 digits at
 * 100 ms a key, looks after each key and types again what did not stick (a field that ignored the
 * key, or that the page emptied: then it starts over), and taps the send-code button.
 */
async function doTask(page: Page, task: PersonTask, deadline: number): Promise<number> {
  const field = page.locator(task.field).first()
  await field.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) })
  const sent = page.waitForRequest(
    (r) => {
      if (!r.url().endsWith('/sendVerificationCode')) return false
      try {
        return (r.postDataJSON() as { mobile?: unknown } | null)?.mobile === TASK_PHONE
      } catch {
        return false
      }
    },
    { timeout: Math.max(1, deadline - Date.now()) },
  )
  const sentAt = sent.then(() => Date.now())
  sentAt.catch(() => undefined)
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${task.field}: the phone number never stuck`)
    const value = await field.inputValue().catch(() => '')
    if (value === TASK_PHONE) break
    if (!(await field.evaluate((el) => el === document.activeElement).catch(() => false))) await tapOn(page, field)
    if (!TASK_PHONE.startsWith(value)) {
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.press('Backspace')
    } else await page.keyboard.type(TASK_PHONE[value.length]!)
    await page.waitForTimeout(KEY_INTERVAL_MS)
  }
  await tapOn(page, page.locator('button', { hasText: task.button }).first())
  return sentAt
}

/** A browser context with the slow phone's screen and user agent (Lighthouse's mobile profile). */
export function slowPhoneContext(browser: Browser): Promise<BrowserContext> {
  const screen = screenEmulationMetrics.mobile
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'zh-CN',
  })
}

/**
 * One cold load of `url` on the slow phone: when the app is ready and, with a task, when the
 * person's first keystroke stuck and when their SMS-code request left (ms from navigation start).
 */
export async function slowPhoneRun(
  browser: Browser,
  url: string,
  when: UsableWhen,
  task: PersonTask | undefined,
  timeoutMs = 60_000,
  profile = false,
): Promise<SlowPhoneRun> {
  const context = await slowPhoneContext(browser)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.rttMs,
      downloadThroughput: (SLOW_PHONE.throughputKbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdownMultiplier })
    // A string, not a function: tsx's transform would add helpers the page does not have.
    await page.addInitScript(`(${USABLE_OBSERVER})(${JSON.stringify(when)})`)
    if (task) await page.addInitScript(`(${KEYSTROKE_OBSERVER})(${JSON.stringify(task.field)})`)
    if (profile) await page.addInitScript(REACT_COMMITS)
    const deadline = Date.now() + timeoutMs
    const stopProfile = profile ? await startProfile(cdp) : null
    await page.goto(url, { waitUntil: 'commit' })
    const taskEnd = task ? await doTask(page, task, deadline) : NaN
    // Read once the task's page is the one the person types in (a page in another language is gone to first):
    // the navigation the person started (kept by the observer) and this page's own, whose clock the keystroke is on.
    const [origin, here] = task
      ? await page.evaluate(() => [Number(sessionStorage.getItem('__perfOrigin')) || performance.timeOrigin, performance.timeOrigin])
      : [NaN, NaN]
    await page.waitForFunction(() => window.__usableAt !== undefined, undefined, {
      timeout: Math.max(1, deadline - Date.now()),
      polling: 100,
    })
    const ready = await page.evaluate(() => window.__usableAt ?? NaN)
    return {
      ready,
      firstKeystroke: task ? (await page.evaluate(() => window.__firstKeystrokeAt ?? NaN)) + here - origin : NaN,
      task: taskEnd - origin,
      ...(stopProfile ? { profile: await summarize(page, await stopProfile(), url, ready) } : {}),
    }
  } finally {
    await context.close()
  }
}
