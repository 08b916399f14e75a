import { expect, type Locator, type Page } from '@playwright/test'
import type { Paste } from './pages/surface'

/**
 * Pastes as a person does, through the system clipboard: the page may use the clipboard (Chromium's
 * permissions), the text is written to it, and Ctrl+V in the field pastes it: a trusted paste event
 * whose data the browser took from the clipboard.
 */
export async function clipboardPaste(page: Page): Promise<Paste<Locator>> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  return async (field, text) => {
    await field.click()
    await page.evaluate((t) => navigator.clipboard.writeText(t), text)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
    await field.press('ControlOrMeta+V')
  }
}
