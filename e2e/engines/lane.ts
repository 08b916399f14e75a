/**
 * The fixtures of the engine lanes (playwright.engines.config.ts: the cross-engine lane and the
 * old-engine lane): Playwright Test runs them, but the browsers are Debian's
 * engines (WebKitGTK through WebKitWebDriver, Firefox ESR over WebDriver BiDi) and the old Chromium
 * builds of npm packages (over their DevTools protocol, e2e/engines/chromium.ts), reached through
 * e2e/engines/page.ts, so the page objects of e2e/pages are the Chromium suite's own.
 *
 * Per worker: the end-to-end server (e2e/server.ts: the production build, the demo back end) on a
 * free port, with three things of the lane's own in front, none of which needs the engine's help:
 * - a watch script put first in every page's <head>, which reports uncaught errors, unhandled
 *   rejections and Content-Security-Policy refusals to the server (a WebDriver engine has no
 *   console or init-script to read them from);
 * - holds: a test can keep requests matching a pattern (the app's entry) waiting until it lets
 *   them through, answers them (a 404, a file that throws: a failed start) or drops them as a
 *   broken connection, as e2e/hold.ts does with Playwright's routing, the latest hold first (here
 *   each held response keeps one of the browser's six connections to the host: hold one or two
 *   files, not every chunk); a test's holds end with it;
 * - a log of the demo back end's requests, with their bodies.
 * Per test: a fresh browser session (WebKit) or browser context (Firefox, Chromium). Every test fails on an
 * error the watch reported or one the page sent to reportError.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import type express from 'express'
import { startServer, type RunningServer } from '../server'
import { USER_AGENTS } from '../../src/test/userAgents'
import { EnginePage, type EngineDriver } from './page'
import { chromiumDriver, startChromium, type CdpBrowser } from './chromium'
import { firefoxDriver, startFirefox } from './firefox'
import { WebKitEngine } from './webkit'

/**
 * The tests every old Chromium build runs (playwright.engines.config.ts): the look, a sign-in, the
 * registration's uploads and the lane's own check. The floor (86) runs every journey; builds between
 * it and current Chromium differ from it in what they have, so these show that what they have is used.
 */
export const EVERY_BUILD = { tag: '@every-build' }
/** A check of phones only (a phone's text setting): the desktops' projects leave it out (grepInvert). */
export const PHONES = { tag: '@phone' }

/**
 * How each engine is met: WebKit as WeChat on an iPhone (390 px), Firefox on a desktop (1280 px);
 * the old Chromium builds (the old-engine lane, playwright.engines.config.ts) on a desktop with
 * their own user agent (86 is the kernel of 360 Secure Browser 13), and 86 also as QQ Browser on an Android phone (390 px, touch).
 */
export const ENGINE_DEVICES = {
  webkit: { width: 390, height: 844, device: 'wechatPhone' },
  firefox: { width: 1280, height: 800, device: 'desktop' },
  chromium86: { width: 1280, height: 800, device: 'desktop', build: 86 },
  'chromium86-phone': { width: 390, height: 844, device: 'phone', build: 86, userAgent: USER_AGENTS.qqAndroid, mobile: true },
  chromium92: { width: 1280, height: 800, device: 'desktop', build: 92 },
  chromium108: { width: 1280, height: 800, device: 'desktop', build: 108 },
  // Below the floor (docs/browsers.md): only the message (below-floor.spec.ts).
  chromium84: { width: 1280, height: 800, device: 'desktop', build: 84 },
} as const
export type Engine = keyof typeof ENGINE_DEVICES

const WATCH = `(function () {
  function send(kind, text) {
    try { navigator.sendBeacon('/__lane/error', JSON.stringify({ kind: kind, text: String(text), url: location.href })) } catch (e) {}
  }
  addEventListener('error', function (e) { if (e instanceof ErrorEvent) send('uncaught', e.message + ' (' + e.filename + ':' + e.lineno + ')') })
  addEventListener('unhandledrejection', function (e) { send('unhandled rejection', e.reason && e.reason.stack ? e.reason.stack : e.reason) })
  document.addEventListener('securitypolicyviolation', function (e) { send('CSP', e.violatedDirective + ' refused ' + e.blockedURI) })
})()`

const FAIL = `setTimeout(function () { throw new Error('lane check: uncaught') })
Promise.reject(new Error('lane check: unhandled'))`

interface ApiCall {
  path: string
  body: unknown
}

/** What held requests are answered with instead of the file. */
interface LaneReply {
  status: number
  type: string
  body: string
}

/** Requests matching `pattern` wait until `release`, or after `fail` are dropped until then (e2e/hold.ts, on the server's side). */
interface ServerHold {
  seen: () => number
  /** Lets the held requests and later ones through, or answers them all with `reply`. */
  release: (reply?: LaneReply) => void
  fail: () => void
}

export interface LaneServer {
  url: string
  server: RunningServer
  errors: string[]
  calls: ApiCall[]
  hold: (pattern: RegExp) => ServerHold
  /** The end of a test: its holds let go (what still waits goes through) and forgotten. */
  endHolds: () => void
}

/** The HTML file sirv would send for a page path under /home (no rewrites: each route has its file). */
function pageFile(dist: string, pathname: string): string | undefined {
  const rel = pathname.replace(/^\/home\/?/, '')
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`, rel]
  for (const c of candidates) {
    const file = path.join(dist, c)
    if (file.endsWith('.html') && existsSync(file)) return file
  }
  return undefined
}

async function startLaneServer(): Promise<LaneServer> {
  const errors: string[] = []
  const calls: ApiCall[] = []
  const holds: Array<{
    pattern: RegExp
    seen: number
    waiting: Array<{ go: (reply?: LaneReply) => void; drop: () => void }>
    released: boolean
    failing: boolean
    reply?: LaneReply
  }> = []
  const dist = path.resolve('dist')
  const before: express.RequestHandler[] = [
    (req, res, next) => {
      const url = new URL(req.originalUrl, 'http://lane')
      if (url.pathname === '/__lane/watch.js') return void res.type('text/javascript').send(WATCH)
      // The lane's own check that it sees a page's errors: a script of the page's origin that fails as the app's code could.
      if (url.pathname === '/__lane/fail.js') return void res.type('text/javascript').send(FAIL)
      if (url.pathname === '/__lane/error') {
        let body = ''
        req.setEncoding('utf8')
        req.on('data', (chunk: string) => (body += chunk))
        req.on('end', () => {
          errors.push(body)
          res.status(204).end()
        })
        return
      }
      const go = (reply?: LaneReply) =>
        reply ? void res.status(reply.status).type(reply.type).set('Cache-Control', 'no-store').send(reply.body) : next()
      // The latest hold first, as Playwright's routes: a later one overrides an earlier one until released.
      for (const h of [...holds].reverse())
        if (!h.released && h.pattern.test(url.pathname)) {
          h.seen += 1
          const drop = () => req.socket.destroy()
          if (h.failing) drop()
          else h.waiting.push({ go, drop })
          return
        }
      for (const h of holds)
        if (h.released && h.pattern.test(url.pathname)) {
          h.seen += 1
          if (h.reply) return go(h.reply)
        }
      if (url.pathname.startsWith('/home/api/')) {
        // Read here to be logged, then handed on as `req.body`, which the demo back end's
        // middleware reads when the stream has been read (@mswjs/http-middleware).
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          const raw = Buffer.concat(chunks)
          let body: unknown = raw.length ? raw : undefined
          if (req.headers['content-type']?.includes('json'))
            try {
              body = JSON.parse(raw.toString('utf8'))
            } catch {
              body = raw.toString('utf8')
            }
          ;(req as { body?: unknown }).body = body
          calls.push({ path: url.pathname.replace('/home/api/', ''), body: Buffer.isBuffer(body) ? '(binary)' : body })
          next()
        })
        return
      }
      const file = req.method === 'GET' ? pageFile(dist, url.pathname) : undefined
      if (!file) return next()
      const html = readFileSync(file, 'utf8').replace('<head>', '<head>\n    <script src="/__lane/watch.js"></script>')
      res
        .status(file.endsWith('404.html') ? 404 : 200)
        .type('html')
        .set('Cache-Control', 'no-cache')
        .send(html)
    },
  ]
  const server = await startServer({ port: 0, before })
  return {
    url: server.url,
    server,
    errors,
    calls,
    hold: (pattern) => {
      const h: (typeof holds)[number] = { pattern, seen: 0, waiting: [], released: false, failing: false }
      holds.push(h)
      return {
        seen: () => h.seen,
        release: (reply) => {
          h.released = true
          h.reply = reply
          for (const { go } of h.waiting.splice(0)) go(reply)
        },
        fail: () => {
          h.failing = true
          for (const { drop } of h.waiting.splice(0)) drop()
        },
      }
    },
    endHolds: () => {
      for (const h of holds.splice(0)) for (const { go } of h.waiting.splice(0)) go()
    },
  }
}

interface WorkerFixtures {
  engine: Engine
  lane: LaneServer
  engineRuntime: { webkit?: WebKitEngine; firefox?: Browser; chromium?: CdpBrowser }
}

interface TestFixtures {
  web: EnginePage
  driver: EngineDriver
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  lane: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const lane = await startLaneServer()
      await use(lane)
      await lane.server.close()
    },
    { scope: 'worker' },
  ],
  engineRuntime: [
    async ({ engine }, use) => {
      const device = ENGINE_DEVICES[engine]
      if ('build' in device) {
        const chromium = await startChromium(device.build)
        await use({ chromium })
        await chromium.close()
      } else if (engine === 'webkit') {
        const webkit = new WebKitEngine()
        await use({ webkit })
        await webkit.close()
      } else {
        const firefox = await startFirefox()
        await use({ firefox })
        await firefox.close()
      }
    },
    { scope: 'worker' },
  ],
  driver: async ({ engine, engineRuntime }, use, testInfo) => {
    const device = ENGINE_DEVICES[engine]
    const driver =
      'build' in device
        ? await chromiumDriver(engineRuntime.chromium!, device.build, device)
        : engine === 'webkit'
          ? await engineRuntime.webkit!.session({ userAgent: USER_AGENTS.wechatIphone, width: device.width, height: device.height })
          : await firefoxDriver(engineRuntime.firefox!, { width: device.width, height: device.height })
    testInfo.annotations.push({ type: 'engine', description: driver.version })
    await use(driver)
    await driver.close()
  },
  web: async ({ driver, lane }, use, testInfo) => {
    // Each test is a fresh browser, and the demo counts SMS codes per browser (its captcha on the
    // fourth): start at none. (In one Node process, MSW's own cookie store hands a browser without
    // the id the last browser's; the Chromium suite's server runs apart from its tests and does not
    // meet this. See the note.)
    lane.server.db.smsSends.clear()
    const errorsBefore = lane.errors.length
    const reportsBefore = lane.server.db.reports.length
    const web = new EnginePage(driver, lane.url)
    await use(web)
    if (testInfo.status !== testInfo.expectedStatus) {
      // What the page showed when the test failed (no trace viewer for these engines).
      const seen = await web
        .evaluate(() => `${location.href}\ncookies: ${document.cookie}\n\n${document.body ? document.body.innerText : ''}`)
        .catch((e: unknown) => `(the page could not be read: ${String(e)})`)
      await testInfo.attach('page', { body: seen, contentType: 'text/plain' })
      await testInfo.attach('demo back end calls', { body: JSON.stringify(lane.calls, null, 1), contentType: 'application/json' })
      await testInfo.attach('demo SMS sends by browser', {
        body: JSON.stringify([...lane.server.db.smsSends]),
        contentType: 'application/json',
      })
    }
    lane.endHolds()
    // A beacon sent as the test ended has a moment to arrive.
    await new Promise((r) => setTimeout(r, 200))
    expect(lane.errors.slice(errorsBefore), 'uncaught errors or CSP refusals in the page').toEqual([])
    expect(lane.server.db.reports.slice(reportsBefore), 'error reports the page sent (reportError)').toEqual([])
  },
})

export { expect }

/** Polls `read` until `check` passes (expect.poll, for the lane's async reads). */
export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 20_000 })
}
