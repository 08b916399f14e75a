/**
 * Firefox for the cross-engine lane: Debian's Firefox ESR, which speaks WebDriver BiDi itself,
 * driven with `puppeteer-core` (its Firefox support is BiDi; no geckodriver). One browser per
 * worker of the lane; each test gets a browser context of its own (nothing stored from the last
 * test), at a desktop's 1280 px.
 */
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type KeyInput } from 'puppeteer-core'
import type { EngineDriver, Key, Step } from './page'

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function startFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing. Fix: sudo apt-get install -y firefox-esr`)
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
}

const KEYS: Record<Key, KeyInput> = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab', Backspace: 'Backspace', End: 'End' }

export async function firefoxDriver(
  browser: Browser,
  options: { width: number; height: number; userAgent?: string },
): Promise<EngineDriver> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: options.width, height: options.height })
  if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent })
  const version = await browser.version()
  const handle = (element: unknown) => element as ElementHandle<HTMLInputElement>
  const run = <T>(body: string, args: unknown[]) =>
    // A function body, as W3C WebDriver runs it, with its arguments.
    page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>
  return {
    engine: 'firefox',
    version: `Firefox ${version.replace(/^firefox\//i, '')}`,
    async goto(url, waitUntil) {
      const go = () => page.goto(url, { waitUntil: waitUntil === 'load' ? 'load' : 'domcontentloaded' })
      try {
        await go()
      } catch (e) {
        // Firefox reports a navigation the page it leaves cut short (its own late history update,
        // e.g. just after a client-side route change) as aborted: the address bar's second try.
        if (!String(e).includes('NS_BINDING_ABORTED')) throw e
        await go()
      }
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
    },
    url: async () => page.url(),
    run,
    async element(chain: Step[]) {
      const found = await page.evaluateHandle(
        `(function () { const list = window.__lane.resolve(${JSON.stringify(chain)}); return list.length === 1 ? list[0] : null })()`,
      )
      const element = found.asElement()
      if (!element) throw new Error(`no element for ${JSON.stringify(chain)}`)
      return element
    },
    click: async (element) => {
      await handle(element).click()
    },
    replaceText: async (element, text) => {
      const el = handle(element)
      await el.click()
      // Selected, then replaced by typing (or deleted): the input events a person's typing makes.
      await el.evaluate((input) => input.select())
      if (text === '') await page.keyboard.press('Backspace')
      else await page.keyboard.type(text)
    },
    press: async (element, key) => {
      await handle(element).press(KEYS[key])
    },
    setFiles: async (element, files) => {
      await handle(element).uploadFile(...files)
    },
    close: async () => {
      await context.close().catch(() => undefined)
    },
  }
}
