/**
 * Chromium for the lanes, spoken to over its DevTools protocol with a `puppeteer-core` of its own
 * age: the old builds that npm packages ship (the kernels of 360 Secure Browser 13, QQ/UC/X5 and
 * Windows 7's last Chrome), and Debian's current Chromium, which the old-engine lane measures the
 * look against at the same viewport.
 *
 * An old build is shipped brotli-compressed (bin/chromium.br, bin/swiftshader.tar.br): unpacked
 * once into node_modules/.cache/home-chromium/<version>/ and reused (a new `npm ci` unpacks again).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { EngineDriver } from './page'
import { puppeteerDriver, type LanePage } from './puppeteer'
import { CHROMIUM } from '../chromium'

const require = createRequire(import.meta.url)

/** The Chromium builds the lanes run: where each comes from and which puppeteer-core speaks its protocol. */
const CHROMIUMS = {
  // Below the floor (no Promise.any): the page says so, in the reader's language.
  84: { package: 'chromium-84', puppeteer: 'puppeteer-core-10' },
  86: { package: 'chrome-aws-lambda', puppeteer: 'puppeteer-core-10' },
  92: { package: '@sparticuz/chromium', puppeteer: 'puppeteer-core-10' },
  108: { package: 'chromium-108', puppeteer: 'puppeteer-core-19' },
  current: { package: null, puppeteer: 'puppeteer-core' },
} as const
export type ChromiumBuild = keyof typeof CHROMIUMS

const CACHE = path.resolve('node_modules/.cache/home-chromium')

/** The unpacked binary of an old build (unpacked on first use) and the folder its GL libraries are in. */
function chromiumBinary(build: ChromiumBuild): { executable: string; libraries?: string } {
  const from = CHROMIUMS[build].package
  if (!from) return { executable: CHROMIUM }
  const dir = path.join(CACHE, String(build))
  const executable = path.join(dir, 'chromium')
  if (!existsSync(executable)) {
    // Two workers may unpack the same build at once (a fresh clone): each into a folder of its own,
    // renamed whole, so no process runs a binary another is still writing.
    const bin = path.join(path.dirname(require.resolve(`${from}/package.json`)), 'bin')
    mkdirSync(CACHE, { recursive: true })
    const partial = mkdtempSync(`${dir}.partial-`)
    execFileSync('tar', ['-x', '-C', partial], { input: zlib.brotliDecompressSync(readFileSync(path.join(bin, 'swiftshader.tar.br'))) })
    writeFileSync(path.join(partial, 'chromium'), zlib.brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), { mode: 0o755 })
    try {
      renameSync(partial, dir)
    } catch {
      // Another worker's folder came first (use it), or an unpack cut short left one without a binary.
      if (existsSync(executable)) rmSync(partial, { recursive: true, force: true })
      else {
        rmSync(dir, { recursive: true, force: true })
        renameSync(partial, dir)
      }
    }
  }
  return { executable, libraries: dir }
}

/** What the lanes use of a puppeteer-core Browser, the same in versions 10, 19 and 24. */
interface CdpPage extends LanePage {
  setViewport(v: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number }): Promise<void>
  setUserAgent(ua: string): Promise<void>
  screenshot(o: { path: string; fullPage?: boolean }): Promise<unknown>
  on(event: 'pageerror' | 'console', fn: (arg: unknown) => void): void
  target(): { createCDPSession(): Promise<{ send(method: string, params: object): Promise<unknown> }> }
}
interface CdpContext {
  newPage(): Promise<CdpPage>
  close(): Promise<void>
}
export interface CdpBrowser {
  version(): Promise<string>
  userAgent(): Promise<string>
  createIncognitoBrowserContext?(): Promise<CdpContext>
  createBrowserContext?(): Promise<CdpContext>
  close(): Promise<void>
}

export async function startChromium(build: ChromiumBuild): Promise<CdpBrowser> {
  const { executable, libraries } = chromiumBinary(build)
  if (!existsSync(executable)) throw new Error(`${executable} is missing. Fix: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)`)
  const puppeteer = require(CHROMIUMS[build].puppeteer) as { launch(o: object): Promise<CdpBrowser> }
  // A profile of its own, removed when the browser closes (each run would leave ~2 MB in /tmp).
  const profile = mkdtempSync(path.join(os.tmpdir(), `home-lane-chromium-${build}-`))
  const browser = await puppeteer
    .launch({
      executablePath: executable,
      headless: CHROMIUMS[build].puppeteer === 'puppeteer-core-19' ? 'old' : true,
      // As root there is no sandbox; the machine's closed network refuses Chromium's own services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        '--font-render-hinting=none',
        // A Chinese reader's browser, as the Chromium suite's (e2e/chromium.ts): the page chooses zh-CN by it.
        '--lang=zh-CN',
        '--accept-lang=zh-CN',
        `--user-data-dir=${profile}`,
      ],
      ...(libraries
        ? { env: { ...process.env, LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') } }
        : {}),
    })
    .catch((error: unknown) => {
      rmSync(profile, { recursive: true, force: true })
      throw error
    })
  const close = browser.close.bind(browser)
  browser.close = async () => {
    await close().catch(() => undefined)
    rmSync(profile, { recursive: true, force: true })
  }
  return browser
}

export interface ChromiumView {
  width: number
  height: number
  userAgent?: string
  /** A phone: touch, a mobile viewport. */
  mobile?: boolean
}

/** A page of its own (a fresh incognito context: nothing stored from the last test) as the lane's driver. */
export async function chromiumDriver(
  browser: CdpBrowser,
  build: ChromiumBuild,
  view: ChromiumView,
): Promise<EngineDriver & { page: CdpPage }> {
  const context = await (browser.createIncognitoBrowserContext ?? browser.createBrowserContext)!.call(browser)
  const page = await context.newPage()
  await page.setViewport({ width: view.width, height: view.height, isMobile: view.mobile ?? false, hasTouch: view.mobile ?? false })
  // A Chinese reader's browser (its languages, which the page chooses zh-CN by), as the Chromium suite's (e2e/chromium.ts):
  // what --lang does not reach in the old headless mode, the user agent override's language does, in every build.
  const cdp = await page.target().createCDPSession()
  await cdp.send('Network.setUserAgentOverride', { userAgent: view.userAgent ?? (await browser.userAgent()), acceptLanguage: 'zh-CN' })
  const version = (await browser.version()).replace(/^(Headless)?Chrome\//, 'Chromium ')
  return { ...puppeteerDriver(page, context, { engine: `chromium${build}`, version }), page }
}
