/**
 * The back end's contract in its viewer (/demo/contract, scripts/contract/viewer.ts): the
 * generated OpenAPI document read by Swagger UI, every call listed; never part of the build.
 */
import { existsSync, readdirSync } from 'node:fs'
import { expect, test } from './fixtures'

test('/demo/contract shows the generated contract: every call, the result types of a sign-in answer', async ({ page }) => {
  await page.goto('/demo/contract')
  await expect(page.getByRole('heading', { name: /the back end the front end expects/ })).toBeVisible()
  for (const call of ['/login1', '/sendVerificationCode', '/getArea', '/checkLogin', '/reportVitals', '/upload'])
    await expect(page.locator('.opblock-summary-path').filter({ hasText: new RegExp(`^${call}$`) })).toHaveCount(1)
  await page
    .locator('.opblock-summary-path')
    .filter({ hasText: /^\/login1$/ })
    .click()
  await expect(page.getByText('company_under_review').first()).toBeVisible()
})

test('the viewer and the document are not in the build', () => {
  const files = readdirSync('dist', { recursive: true }).map(String)
  expect(files.filter((f) => /swagger|openapi/i.test(f))).toEqual([])
  expect(existsSync('dist/demo')).toBe(false)
})
