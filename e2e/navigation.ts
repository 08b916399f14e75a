import { expect, type Page } from '@playwright/test'

/**
 * Open a page and wait until the app has taken over its prerendered shell.
 * Needed before focusing with the keyboard (the shell is inert until then, and
 * `locator.focus()` does not wait for that) and before writing storage for the
 * next step (the app starts after the first paint, possibly after `goto`
 * returns, and would act on what the test writes: a TOKEN would send it off to
 * a main app mid-test). Clicks need no such wait: Playwright waits for an inert
 * element to receive them.
 */
export async function gotoReady(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  await page.goto(url, options)
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
}

/**
 * For a `page.goto` the app leaves at once (a redirect, a sign-in): the page
 * may start leaving before its load event, which would abort a goto that
 * waits for it. The test waits for where it lands instead.
 */
export const LEAVES = { waitUntil: 'commit' } as const
