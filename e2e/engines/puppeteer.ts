/**
 * The lanes' driver over a puppeteer-core page: the same for Firefox (WebDriver BiDi,
 * e2e/engines/firefox.ts) and the Chromium builds (DevTools protocol, e2e/engines/chromium.ts).
 * Only what the lanes use, typed so that puppeteer-core 10, 19 and 24 all fit.
 */
import type { EngineDriver, Key, Step } from './page'

interface LaneElement {
  click(): Promise<void>
  press(key: string): Promise<void>
  uploadFile(...files: string[]): Promise<void>
  evaluate(fn: (el: HTMLInputElement) => void): Promise<void>
}
export interface LanePage {
  goto(url: string, o: { waitUntil: 'load' | 'domcontentloaded' }): Promise<unknown>
  reload(o: { waitUntil: 'load' }): Promise<unknown>
  url(): string
  evaluate(code: string): Promise<unknown>
  evaluateHandle(code: string): Promise<{ asElement(): unknown }>
  keyboard: { type(text: string): Promise<void>; press(key: string): Promise<void> }
}

const KEYS: Record<Key, string> = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab', Backspace: 'Backspace', End: 'End' }

export function puppeteerDriver(
  page: LanePage,
  context: { close(): Promise<void> },
  who: { engine: string; version: string; goto?: (go: () => Promise<unknown>) => Promise<void> },
): EngineDriver {
  const handle = (element: unknown) => element as LaneElement
  // A function body, as W3C WebDriver runs it, with its arguments.
  const run = <T>(body: string, args: unknown[]) =>
    page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>
  return {
    engine: who.engine,
    version: who.version,
    async goto(url, waitUntil) {
      const go = () => page.goto(url, { waitUntil: waitUntil === 'load' ? 'load' : 'domcontentloaded' })
      await (who.goto ? who.goto(go) : go())
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
