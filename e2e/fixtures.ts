import { test as base, expect, type Locator } from '@playwright/test'
import { BindPanel, LoginDialogs, LoginPage } from './pages/LoginPage'

/**
 * Every test fails on an uncaught page error, and gets the page objects.
 */
export const test = base.extend<{
  pageErrors: string[]
  loginPage: LoginPage<Locator>
  dialogs: LoginDialogs<Locator>
  bindPanel: BindPanel<Locator>
}>({
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

export { appReady, gotoReady, LEAVES } from './navigation'
