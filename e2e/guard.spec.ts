import { test, expect, LEAVES, gotoReady, atOrigin } from './fixtures'

test.describe('root guard', () => {
  test('?clear=1 wipes local storage', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => {
      localStorage.setItem('strNo', 'S1')
      localStorage.setItem('list', '[]')
      localStorage.setItem('TOKEN', 'not-a-session')
    })
    await gotoReady(page, '/home/login?clear=1')
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test('?exit on / wipes local storage too', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('phone', '13800000001'))
    await gotoReady(page, '/home/?exit')
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('phone'))).toBeNull()
  })

  test('a session check answering company leaves for the company app', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('TOKEN', 'demo.company.13800000001.e2e'))
    await page.goto('/home/login', LEAVES)
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\.e2e$/)
  })
})

test('an invalid /home/config.js shows a configuration error, not a blank page', async ({ page }) => {
  await page.route('**/home/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "window.__HOME_CONFIG__ = { apiBase: 42, trustedHosts: 'x' }" }),
  )
  await page.goto('/home/login')
  await expect(page.getByRole('heading', { level: 1, name: '配置错误' })).toBeVisible()
  await expect(page.getByText(/apiBase/)).toBeVisible()
})
