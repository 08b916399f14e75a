import { PAGES, PAGE_PATHS, SITE_NAME } from '../src/domain/pages'
import { test, expect } from './fixtures'

test.describe('every spec route on a plain static host', () => {
  for (const path of PAGE_PATHS) {
    test(`${path} answers 200 with its own HTML and renders its title`, async ({ page, request }) => {
      const url = `/home${path === '/' ? '/' : path}`
      const response = await request.get(`${url}?from=deep-link&code=123`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(`<title>${PAGES[path]} · ${SITE_NAME}</title>`)
      await page.goto(url)
      if (path === '/loadings') {
        // The transit page with nothing to finish goes on to the login page.
        await page.waitForURL(/\/home\/login$/)
        return
      }
      await expect(page).toHaveTitle(`${PAGES[path]} · ${SITE_NAME}`)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    })
  }
})
