/**
 * The cross-engine lane's page: the page objects' `Surface` (e2e/pages/surface.ts) over an
 * `EngineDriver`, one small interface that each engine's driver implements (e2e/engines/webkit.ts
 * over W3C WebDriver, e2e/engines/firefox.ts over WebDriver BiDi). Locators are chains resolved in
 * the page by e2e/engines/in-page.js; actions wait, as Playwright's do, until exactly one element
 * matches and is visible and enabled, then act through the driver with real input (clicks, keys,
 * files), so the page sees what a person's browser sends.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { FilePayload, Loc, Role, RoleOptions, Surface, TextMatch } from '../pages/surface'

/** One folder per test process for files given as bytes: an engine reads them when the page does, so they stay until the process ends. */
let uploads: string | undefined
function uploadDir(): string {
  if (!uploads) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lane-upload-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    uploads = dir
  }
  return uploads
}

const require = createRequire(import.meta.url)
const QUERIES =
  readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8') +
  '\n' +
  readFileSync(new URL('./in-page.js', import.meta.url), 'utf8')

/** A text matcher as the page gets it. */
type Match = { s: string } | { re: string; flags: string }
export type Step =
  | { k: 'css'; sel: string }
  | { k: 'testid'; id: string }
  | { k: 'placeholder' | 'text' | 'label'; m: Match; exact: boolean }
  | { k: 'role'; role: Role; name?: Match; exact: boolean; level?: number; checked?: boolean }
  | { k: 'hasText'; m: Match }
  | { k: 'or'; a: Step[]; b: Step[] }
  | { k: 'nth'; n: number }

const match = (t: TextMatch): Match => (typeof t === 'string' ? { s: t } : { re: t.source, flags: t.flags })

/** Keys a test presses, as each driver names them. */
const KEYS = ['Enter', 'Escape', 'Tab', 'Backspace', 'End'] as const
export type Key = (typeof KEYS)[number]

/** What the lane needs of an engine: navigation, script in the page, and real input on one element. */
export interface EngineDriver {
  readonly engine: string
  /** The engine's name and version, for the report. */
  readonly version: string
  goto(url: string, waitUntil: 'load' | 'commit'): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** Runs `body` (a function body; `arguments` are `args`) in the page; JSON in and out. */
  run<T>(body: string, args: unknown[]): Promise<T>
  /** The one element `window.__lane.resolve(chain)` finds, as this driver's handle. */
  element(chain: Step[]): Promise<unknown>
  click(element: unknown): Promise<void>
  /** Focuses `element`, selects what it holds, and types `text` (or deletes, for ''). */
  replaceText(element: unknown, text: string): Promise<void>
  press(element: unknown, key: Key): Promise<void>
  setFiles(element: unknown, files: string[]): Promise<void>
  close(): Promise<void>
}

const ACTION_TIMEOUT = 15_000

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, timeout: number, failure: (last: T) => string): Promise<T> {
  const end = Date.now() + timeout
  let last = await what()
  while (!ok(last)) {
    if (Date.now() > end) throw new Error(failure(last))
    await new Promise((r) => setTimeout(r, 50))
    last = await what()
  }
  return last
}

interface ActionState {
  count: number
  visible: boolean
  enabled: boolean
}

export class EngineLocator implements Loc<EngineLocator> {
  constructor(
    readonly page: EnginePage,
    readonly chain: Step[],
  ) {}

  private with(step: Step): EngineLocator {
    return new EngineLocator(this.page, [...this.chain, step])
  }
  getByRole(role: Role, options: RoleOptions = {}): EngineLocator {
    return this.with({
      k: 'role',
      role,
      exact: options.exact ?? false,
      ...(options.name !== undefined ? { name: match(options.name) } : {}),
      ...(options.level !== undefined ? { level: options.level } : {}),
      ...(options.checked !== undefined ? { checked: options.checked } : {}),
    })
  }
  getByPlaceholder(text: TextMatch, options: { exact?: boolean } = {}): EngineLocator {
    return this.with({ k: 'placeholder', m: match(text), exact: options.exact ?? false })
  }
  getByTestId(testId: string): EngineLocator {
    return this.with({ k: 'testid', id: testId })
  }
  getByText(text: TextMatch, options: { exact?: boolean } = {}): EngineLocator {
    return this.with({ k: 'text', m: match(text), exact: options.exact ?? false })
  }
  getByLabel(text: TextMatch, options: { exact?: boolean } = {}): EngineLocator {
    return this.with({ k: 'label', m: match(text), exact: options.exact ?? false })
  }
  locator(selector: string): EngineLocator {
    return this.with({ k: 'css', sel: selector })
  }
  filter(options: { hasText?: TextMatch }): EngineLocator {
    return options.hasText === undefined ? this : this.with({ k: 'hasText', m: match(options.hasText) })
  }
  or(other: EngineLocator): EngineLocator {
    return new EngineLocator(this.page, [{ k: 'or', a: this.chain, b: other.chain }])
  }
  first(): EngineLocator {
    return this.with({ k: 'nth', n: 0 })
  }
  last(): EngineLocator {
    return this.with({ k: 'nth', n: -1 })
  }
  nth(index: number): EngineLocator {
    return this.with({ k: 'nth', n: index })
  }
  toString(): string {
    return JSON.stringify(this.chain)
  }

  private state(): Promise<ActionState> {
    return this.page.inPage<ActionState>('return window.__lane.state(arguments[0])', [this.chain])
  }

  /** Waits until exactly one element matches, visible (and enabled, for input), and returns the driver's handle. */
  private async actionable(enabled: boolean): Promise<unknown> {
    await until(
      () => this.state(),
      (s) => s.count === 1 && s.visible && (!enabled || s.enabled),
      ACTION_TIMEOUT,
      (s) =>
        s.count > 1
          ? `strict mode: ${s.count} elements match ${this.toString()}`
          : `not ${s.count === 0 ? 'found' : s.visible ? 'enabled' : 'visible'}: ${this.toString()}`,
    )
    return this.page.driver.element(this.chain)
  }

  async click(): Promise<void> {
    await this.page.driver.click(await this.actionable(true))
  }
  async fill(value: string): Promise<void> {
    await this.page.driver.replaceText(await this.actionable(true), value)
  }
  /**
   * Pastes `text`: the field focused by a click, then a paste event whose DataTransfer holds the
   * text, as a browser fires one from its clipboard. The lane's drivers cannot fill the clipboard
   * (W3C WebDriver and WebDriver BiDi have no command for it, and WebKit's clipboard API wants a
   * gesture of the page's own); what the page leaves to the browser is inserted as its paste would.
   */
  async paste(text: string): Promise<void> {
    await this.click()
    await this.evaluate<void>(
      `const data = new DataTransfer();
       data.setData('text/plain', arguments[1]);
       // Gecko builds the event's DataTransfer from its own dataType and data members, not clipboardData.
       const init = { clipboardData: data, dataType: 'text/plain', data: arguments[1], bubbles: true, cancelable: true };
       const paste = new ClipboardEvent('paste', init);
       if (el.dispatchEvent(paste)) document.execCommand('insertText', false, arguments[1])`,
      text,
    )
  }
  async press(key: string): Promise<void> {
    const known = KEYS.find((k) => k === key)
    if (!known) throw new Error(`the lane presses ${KEYS.join(', ')}, not ${key}`)
    await this.page.driver.press(await this.actionable(false), known)
  }
  async check(): Promise<void> {
    await this.actionable(true)
    if (!(await this.evaluate<boolean>('return el.checked'))) await this.click()
    if (!(await this.evaluate<boolean>('return el.checked'))) throw new Error(`check: still not checked: ${this.toString()}`)
  }
  /** As Playwright does it: the option is selected, then `input` and `change` are dispatched. */
  async selectOption(value: string): Promise<string[]> {
    await this.actionable(true)
    return this.evaluate<string[]>(
      `const option = [...el.options].find((o) => o.value === arguments[1] || o.label === arguments[1]);
       if (!option) throw new Error('no option ' + arguments[1]);
       el.value = option.value;
       el.dispatchEvent(new Event('input', { bubbles: true }));
       el.dispatchEvent(new Event('change', { bubbles: true }));
       return [el.value]`,
      value,
    )
  }
  async setInputFiles(files: string | FilePayload): Promise<void> {
    let file = files
    if (typeof file !== 'string') {
      const dir = uploadDir()
      writeFileSync(path.join(dir, file.name), file.buffer)
      file = path.join(dir, file.name)
    }
    // A file input may be visually hidden behind its label: attached is enough, as in Playwright.
    await this.waitFor({ state: 'attached' })
    await this.page.driver.setFiles(await this.page.driver.element(this.chain), [file])
  }

  /** Runs `body` in the page with `el` the one element that matches (no waiting); `args` are `arguments[1]`… */
  async evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.inPage<T>(
      `const list = window.__lane.resolve(arguments[0]);
       if (list.length !== 1) throw new Error(list.length + ' elements match');
       const el = list[0];
       ${body}`,
      [this.chain, ...args],
    )
  }
  async textContent(): Promise<string | null> {
    await this.waitFor({ state: 'attached' })
    return this.evaluate<string | null>('return el.textContent')
  }
  async inputValue(): Promise<string> {
    await this.waitFor({ state: 'attached' })
    return this.evaluate<string>('return el.value')
  }
  async getAttribute(name: string): Promise<string | null> {
    await this.waitFor({ state: 'attached' })
    return this.evaluate<string | null>('return el.getAttribute(arguments[1])', name)
  }
  async isVisible(): Promise<boolean> {
    const s = await this.state()
    return s.count === 1 && s.visible
  }
  async count(): Promise<number> {
    return this.page.inPage<number>('return window.__lane.resolve(arguments[0]).length', [this.chain])
  }
  async waitFor(options: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
    const state = options.state ?? 'visible'
    await until(
      () => this.state(),
      (s) =>
        state === 'attached'
          ? s.count === 1
          : state === 'detached'
            ? s.count === 0
            : state === 'visible'
              ? s.count === 1 && s.visible
              : s.count === 0 || (s.count === 1 && !s.visible),
      options.timeout ?? ACTION_TIMEOUT,
      (s) => `waiting for ${state}: ${s.count} match${s.count === 1 ? (s.visible ? ', visible' : ', hidden') : ''}: ${this.toString()}`,
    )
  }
}

export class EnginePage implements Surface<EngineLocator> {
  constructor(
    readonly driver: EngineDriver,
    readonly baseURL: string,
  ) {}

  private root(): EngineLocator {
    return new EngineLocator(this, [])
  }
  getByRole(role: Role, options?: RoleOptions): EngineLocator {
    return this.root().getByRole(role, options)
  }
  getByPlaceholder(text: TextMatch, options?: { exact?: boolean }): EngineLocator {
    return this.root().getByPlaceholder(text, options)
  }
  getByTestId(testId: string): EngineLocator {
    return this.root().getByTestId(testId)
  }
  getByText(text: TextMatch, options?: { exact?: boolean }): EngineLocator {
    return this.root().getByText(text, options)
  }
  getByLabel(text: TextMatch, options?: { exact?: boolean }): EngineLocator {
    return this.root().getByLabel(text, options)
  }
  locator(selector: string): EngineLocator {
    return this.root().locator(selector)
  }

  async goto(url: string, options: { waitUntil?: 'load' | 'commit' } = {}): Promise<void> {
    await this.driver.goto(new URL(url, this.baseURL).href, options.waitUntil ?? 'load')
  }
  async reload(): Promise<void> {
    await this.driver.reload()
  }
  /** Back in the tab's history, as the browser's back button goes (within the app: no load to wait for). */
  async goBack(): Promise<void> {
    await this.driver.run<null>('history.back(); return null', [])
  }
  url(): Promise<string> {
    return this.driver.url()
  }
  async waitForURL(pattern: RegExp, timeout = ACTION_TIMEOUT): Promise<void> {
    await until(
      () => this.driver.url().catch(() => ''),
      (u) => pattern.test(u),
      timeout,
      (u) => `waiting for a URL like ${pattern}: at ${u}`,
    )
  }

  /** Runs `body` in the page, the lane's queries put in first if this document does not have them yet. */
  async inPage<T>(body: string, args: unknown[]): Promise<T> {
    const has = await this.driver.run<boolean>('return !!window.__lane', [])
    if (!has) await this.driver.run<void>(`${QUERIES}\n;return null`, [])
    return this.driver.run<T>(body, args)
  }

  /** A page function (no closures: it is sent as text) run with `arg`. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.driver.run<R>(`return (${fn.toString()})(arguments[0])`, [arg ?? null])
  }
}
