import { test as base, expect } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'

/**
 * Every test fails on an uncaught page error, and gets the page objects.
 */
export const test = base.extend<{ pageErrors: string[]; loginPage: LoginPage }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page))
  },
})

export { expect }
