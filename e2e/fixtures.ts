import { test as base, expect, type Page } from '@playwright/test'
import { BindPanel, LoginDialogs, LoginPage } from './pages/LoginPage'

/**
 * Every test fails on an uncaught page error, and gets the page objects.
 */
export const test = base.extend<{ pageErrors: string[]; loginPage: LoginPage; dialogs: LoginDialogs; bindPanel: BindPanel }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`))
      // A Content-Security-Policy refusal is a bug of the page too.
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(`CSP: ${m.text()}`)
      })
      await use(errors)
      expect(errors, 'uncaught errors or CSP refusals in the page').toEqual([])
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page))
  },
  dialogs: async ({ page }, use) => {
    await use(new LoginDialogs(page))
  },
  bindPanel: async ({ page }, use) => {
    await use(new BindPanel(page))
  },
})

export { expect }

/**
 * Open a page and wait until the app has taken over its prerendered shell
 * (inert until then: a keyboard user cannot focus into it yet, and neither can
 * `locator.focus()`). Clicks need no such wait: Playwright waits for an inert
 * element to receive them.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
}

/**
 * For a `page.goto` the app leaves at once (a redirect, a sign-in): the page
 * may start leaving before its load event, which would abort a goto that
 * waits for it. The test waits for where it lands instead.
 */
export const LEAVES = { waitUntil: 'commit' } as const
