import type { Page } from '@playwright/test'

/**
 * What the page objects need of a page and its locators: a subset of Playwright's `Page` and
 * `Locator`, so the same page objects drive Chromium through Playwright and WebKit and Firefox
 * through the cross-engine lane's drivers (e2e/engines/page.ts implements it over WebDriver).
 * Playwright's own types satisfy it as they are.
 */
export type Role = Parameters<Page['getByRole']>[0]
export type TextMatch = string | RegExp

export interface RoleOptions {
  name?: TextMatch
  exact?: boolean
  level?: number
  checked?: boolean
}

export interface FilePayload {
  name: string
  mimeType: string
  buffer: Buffer
}

interface Queries<L> {
  getByRole(role: Role, options?: RoleOptions): L
  getByPlaceholder(text: TextMatch, options?: { exact?: boolean }): L
  getByTestId(testId: string): L
  getByText(text: TextMatch, options?: { exact?: boolean }): L
  getByLabel(text: TextMatch, options?: { exact?: boolean }): L
  locator(selector: string): L
}

/** A locator whose queries give locators of its own kind `L` (Playwright's `Locator`, or the lane's). */
export interface Loc<L> extends Queries<L> {
  filter(options: { hasText?: TextMatch }): L
  or(other: L): L
  first(): L
  last(): L
  nth(index: number): L
  click(): Promise<void>
  fill(value: string): Promise<void>
  press(key: string): Promise<void>
  check(): Promise<void>
  selectOption(value: string): Promise<unknown>
  setInputFiles(files: string | FilePayload): Promise<void>
  textContent(): Promise<string | null>
  inputValue(): Promise<string>
  getAttribute(name: string): Promise<string | null>
  isVisible(): Promise<boolean>
  count(): Promise<number>
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<void>
}

/**
 * Puts `text` into `field` as a paste. Each suite pastes as its engines can: Chromium through its
 * clipboard (e2e/clipboard.ts), the engine lanes with a paste event carrying the text (e2e/engines/page.ts).
 */
export type Paste<L> = (field: L, text: string) => Promise<void>

export interface Surface<L> extends Queries<L> {
  goto(url: string, options?: { waitUntil?: 'load' | 'commit' }): Promise<unknown>
  reload(): Promise<unknown>
  /** The browser's back button. */
  goBack(): Promise<unknown>
}
