import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { BindPanel, LoginDialogs, LoginPage } from './pages/LoginPage'

/**
 * Every test fails on an uncaught page error, and gets the page objects.
 */
let issued = 0

/** The uncaught errors and Content-Security-Policy refusals of a page, as they come (every test's page is watched so). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`))
  // A Content-Security-Policy refusal is a bug of the page too.
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(`CSP: ${m.text()}`)
  })
  return errors
}

export const test = base.extend<{
  pageErrors: string[]
  /**
   * A mobile number no demo scenario holds and no other test, repetition or earlier run on the same
   * server uses: an application a test registers under it is its own.
   */
  ownPhone: string
  loginPage: LoginPage<Locator>
  dialogs: LoginDialogs<Locator>
  bindPanel: BindPanel<Locator>
}>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchPageErrors(page)
      await use(errors)
      expect(errors, 'uncaught errors or CSP refusals in the page').toEqual([])
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  ownPhone: async ({}, use, testInfo) => {
    issued += 1
    const n = (Date.now() + testInfo.workerIndex * 7919 + issued * 104729) % 100_000_000
    await use(`139${String(n).padStart(8, '0')}`)
  },
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

export { appReady, atOrigin, gotoReady, LEAVES } from './navigation'
