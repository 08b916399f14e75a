/**
 * Firefox for the cross-engine lane: Debian's Firefox ESR, which speaks WebDriver BiDi itself,
 * driven with `puppeteer-core` (its Firefox support is BiDi; no geckodriver). One browser per
 * worker of the lane; each test gets a browser context of its own (nothing stored from the last
 * test), at a desktop's 1280 px.
 */
import { existsSync } from 'node:fs'
import puppeteer, { type Browser } from 'puppeteer-core'
import type { EngineDriver } from './page'
import { puppeteerDriver } from './puppeteer'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function startFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing. Fix: sudo apt-get install -y firefox-esr`)
  // A Chinese reader's browser, as the Chromium suite's (e2e/chromium.ts): the page chooses zh-CN by its languages.
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN' },
  })
}

export async function firefoxDriver(
  browser: Browser,
  options: { width: number; height: number; userAgent?: string },
): Promise<EngineDriver> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: options.width, height: options.height })
  if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent })
  const version = await browser.version()
  return puppeteerDriver(page, context, {
    engine: 'firefox',
    version: `Firefox ${version.replace(/^firefox\//i, '')}`,
    goto: async (go) => {
      try {
        await go()
      } catch (e) {
        // Firefox reports a navigation the page it leaves cut short (its own late history update,
        // e.g. just after a client-side route change) as aborted: the address bar's second try.
        if (!String(e).includes('NS_BINDING_ABORTED')) throw e
        await go()
      }
    },
  })
}
