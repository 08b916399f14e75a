/**
 * WebKit for the cross-engine lane: Debian's WebKitGTK (the engine of Safari and of WeChat's
 * WKWebView on an iPhone) driven through its own `WebKitWebDriver` over W3C WebDriver, with the
 * `webdriver` package (WebdriverIO's protocol binding: the W3C commands and nothing more).
 * WebKitWebDriver starts `MiniBrowser --automation` under a virtual display (xvfb-run), one session
 * at a time; each test gets a new session (a fresh browser, nothing stored from the last test).
 * MiniBrowser's toolbar would hold the window at 447 px or more: a GTK style sheet of the lane's
 * own shrinks it, so the page is the phone's 390 px.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebDriver from 'webdriver'
import type { EngineDriver, Key, Step } from './page'
import { freePort } from '../ports'

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** W3C's name for an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', End: '\uE010' }
/** Empties a text field through its own value setter and says so with an input event (as a select-all and delete). */
const CLEAR = `const el = arguments[0];
if (el.value === '') return;
Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, '');
el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }))`

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>

/** A GTK style sheet that lets MiniBrowser's window be a phone's width. */
function gtkConfigDir(): string {
  const dir = path.join(os.tmpdir(), 'home-lane-webkit-gtk')
  mkdirSync(path.join(dir, 'gtk-3.0'), { recursive: true })
  // Written beside and renamed in: the other worker's MiniBrowser may be reading it at this moment.
  const own = path.join(dir, 'gtk-3.0', `gtk.css.${process.pid}`)
  writeFileSync(
    own,
    'headerbar, headerbar *, toolbar, toolbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  )
  renameSync(own, path.join(dir, 'gtk-3.0', 'gtk.css'))
  return dir
}

/**
 * A zh_CN.UTF-8 locale of the lane's own (made once with localedef from Debian's `locales` source, ~3 s), so
 * WebKitGTK, which takes the page's languages from the process's locale, reads Chinese as the people it stands for do.
 * Made beside it and renamed into place: the other worker, starting its WebKit at the same moment, must never
 * find a half-written one (WebKitGTK would then read English).
 */
function chineseLocale(): string {
  const dir = path.join(os.tmpdir(), 'home-lane-locale')
  const locale = path.join(dir, 'zh_CN.UTF-8')
  if (!existsSync(locale)) {
    mkdirSync(dir, { recursive: true })
    const making = mkdtempSync(path.join(os.tmpdir(), 'home-lane-locale-'))
    try {
      const made = spawnSync('localedef', ['-i', 'zh_CN', '-f', 'UTF-8', path.join(making, 'zh_CN.UTF-8')], { stdio: 'pipe' })
      if (made.status !== 0)
        throw new Error(`localedef could not make zh_CN.UTF-8: ${String(made.stderr)}. Fix: sudo apt-get install -y locales`)
      try {
        renameSync(path.join(making, 'zh_CN.UTF-8'), locale)
      } catch (error) {
        // The other worker's is in place, whole.
        if (!existsSync(locale)) throw error
      }
    } finally {
      rmSync(making, { recursive: true, force: true })
    }
  }
  return dir
}

/** One WebKitWebDriver (and its virtual display). */
interface WebKitService {
  port: number
  close: () => Promise<void>
}

async function startWebKitService(): Promise<WebKitService> {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER])
    if (!existsSync(file)) throw new Error(`${file} is missing. Fix: sudo apt-get install -y webkit2gtk-driver xvfb`)
  const port = await freePort()
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    // A Chinese reader's browser, as the Chromium suite's (e2e/chromium.ts): WebKitGTK takes its languages from these.
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfigDir(), LOCPATH: chineseLocale(), LANG: 'zh_CN.UTF-8', LC_ALL: 'zh_CN.UTF-8' },
    detached: true,
    stdio: 'ignore',
  })
  const end = Date.now() + 20_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/status`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    close: async () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
    },
  }
}

/**
 * How long a session may take to start: about ten times the slowest start seen (0.3-0.7 s alone). MiniBrowser
 * sometimes hangs at start (about once in a run of the lanes, more on a busy machine), and each wait for
 * it is the lane's time.
 */
const SESSION_START_MS = 8_000
const SESSION_TRIES = 3

/**
 * WebKit for a worker of the lane: a session per test. A session that does not start in
 * SESSION_START_MS costs its WebKitWebDriver, display and browser, and the next try gets new ones.
 */
export class WebKitEngine {
  private service: WebKitService | null = null

  async session(options: { userAgent: string; width: number; height: number }): Promise<EngineDriver> {
    for (let attempt = 1; ; attempt += 1) {
      this.service ??= await startWebKitService()
      let timer: NodeJS.Timeout | undefined
      try {
        return await Promise.race([
          webkitDriver(this.service, options),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`a WebKit session did not start in ${SESSION_START_MS / 1000} s`)), SESSION_START_MS)
          }),
        ])
      } catch (e) {
        await this.service.close()
        this.service = null
        if (attempt === SESSION_TRIES) throw e
      } finally {
        clearTimeout(timer)
      }
    }
  }

  async close(): Promise<void> {
    await this.service?.close()
    this.service = null
  }
}

async function webkitDriver(service: WebKitService, options: { userAgent: string; width: number; height: number }): Promise<EngineDriver> {
  const client: Client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: service.port,
    logLevel: (process.env.LANE_WDIO_LOG ?? 'warn') as 'warn',
    connectionRetryCount: 0,
    capabilities: {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${options.userAgent}`] },
    } as WebdriverIO.Capabilities,
  })
  await client.setWindowRect(0, 0, options.width, options.height)
  const version = `WebKitGTK ${String(client.capabilities.browserVersion ?? '')}`
  const id = (element: unknown) => (element as Record<string, string>)[ELEMENT]!
  const run = <T>(body: string, args: unknown[]) => client.executeScript(body, args as object[]) as Promise<T>
  return {
    engine: 'webkit',
    version,
    async goto(url, waitUntil) {
      // The old document is marked; the new one is there once the mark is gone. WebKit drops a
      // navigation that the page it leaves cuts short with its own history update (the router's,
      // just after a client-side route change) without a word: the address bar's second try.
      const left = () => run<boolean>('return window.__laneLeft !== true', []).catch(() => false)
      // A mark that did not take (a script refused while the old page was busy) would read as left at once.
      const mark = async () => {
        const end = Date.now() + 5_000
        let refused: unknown = null
        while (Date.now() < end) {
          const marked = await run<boolean>('window.__laneLeft = true; return true', []).catch((e: unknown) => ((refused = e), false))
          if (marked) return
          await new Promise((r) => setTimeout(r, 50))
        }
        throw new Error(`goto ${url}: the page it leaves could not be marked for 5 s: ${String(refused)}`)
      }
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await mark()
        // Without waiting for the load event when asked (the app's entry may be held).
        if (waitUntil === 'load') await client.navigateTo(url)
        else await run<void>('location.href = arguments[0]', [url])
        const end = Date.now() + 10_000
        while (!(await left()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
        if (await left()) return
      }
      throw new Error(`goto ${url}: the page did not leave ${await run<string>('return location.href', [])}`)
    },
    reload: async () => {
      await client.refresh()
    },
    // WebKitWebDriver's own "get current URL" can wait for a load that never ends: the page says where it is.
    url: () => run<string>('return location.href', []),
    run,
    async element(chain: Step[]) {
      return run<unknown>('const list = window.__lane.resolve(arguments[0]); return list.length === 1 ? list[0] : null', [chain])
    },
    click: async (element) => {
      await client.elementClick(id(element))
    },
    replaceText: async (element, text) => {
      await client.elementClick(id(element))
      // Emptied as a select-all and delete would (the input event React listens to), then typed.
      await run<void>(CLEAR, [element])
      if (text !== '') await client.elementSendKeys(id(element), text)
    },
    press: async (element, key) => {
      await client.elementSendKeys(id(element), KEYS[key])
    },
    setFiles: async (element, files) => {
      await client.elementSendKeys(id(element), files.join('\n'))
    },
    close: async () => {
      await client.deleteSession().catch(() => undefined)
    },
  }
}
