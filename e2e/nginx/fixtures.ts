import { test as base } from '../fixtures'
import { nginxEnv, type NginxRun } from './env'

/**
 * The end-to-end fixtures (page errors and CSP refusals fail a test; page
 * objects), with nginx as the base URL. WeChat's widget script is never
 * fetched from WeChat (the config has an app id): it is refused, and the QR
 * panel says the widget could not load, as it would offline.
 */
export const test = base.extend<{ nginx: NginxRun }>({
  // Playwright's fixture functions take an object pattern even when they need no other fixture.
  // eslint-disable-next-line no-empty-pattern
  nginx: async ({}, use) => {
    await use(nginxEnv())
  },
  baseURL: async ({ nginx }, use) => {
    await use(nginx.origin)
  },
  page: async ({ page }, use) => {
    await page.route('https://res.wx.qq.com/**', (route) => route.abort())
    await use(page)
  },
})

export { expect, gotoReady } from '../fixtures'
