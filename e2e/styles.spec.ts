/**
 * Components the browser renders (not only the prerendered shell) carry their
 * Chakra recipe: the build once evaluated the system's config before Chakra's
 * recipe modules, so every client-rendered Button, Heading and Spinner lost its
 * styles while the shell's kept theirs (src/app/system.ts, makeConfig).
 */
import { test, expect, gotoReady } from './fixtures'

test('the phone panel a deep link opens has real buttons: the recipe class, size and brand colour', async ({ page }) => {
  await gotoReady(page, '/home/login?t=pwd')
  const submit = page.getByRole('form', { name: '手机号登录' }).getByRole('button', { name: '登录' })
  await expect(submit).toHaveClass(/\bchakra-button\b/)
  await expect(submit).toHaveCSS('background-color', 'rgb(146, 49, 10)')
  expect(Number((await submit.evaluate((el) => getComputedStyle(el).height)).replace('px', ''))).toBeGreaterThanOrEqual(44)
  await expect(page.getByTestId('get-code')).toHaveClass(/\bchakra-button\b/)
})

test('a screen reached in the browser renders its heading and buttons styled', async ({ page }) => {
  await gotoReady(page, '/home/login?t=pwd')
  await page.getByRole('link', { name: '注册' }).first().click()
  await page.waitForURL(/\/home\/register$/)
  const submit = page.getByRole('button', { name: '提交注册' })
  await expect(submit).toHaveClass(/\bchakra-button\b/)
  await expect(submit).toHaveCSS('background-color', 'rgb(146, 49, 10)')
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/\bchakra-heading\b/)
})
