import type { Page } from '@playwright/test'
import { PAGE_PATHS } from '../src/app/pages'
import { expect, test } from './fixtures'

/**
 * The system's global CSS (reset and a variable per token) as the running app
 * has it: the app does not compute it again over a prerendered page
 * (src/app/system.ts), so it must be the shell's, in <head>, exactly once.
 */
async function globalCss(page: Page) {
  return page.evaluate(() => ({
    tokenSheets: [...document.querySelectorAll('style[data-emotion]')].filter((s) => s.textContent.includes('--chakra-colors-orange-500:'))
      .length,
    inHead: document.head.querySelector('style[data-emotion^="css-global"]') !== null,
    orange: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-orange-500').trim(),
  }))
}
const ONE_GLOBAL_SHEET = { tokenSheets: 1, inHead: true, orange: '#f97316' }

/**
 * Every route's HTML carries its prerendered shell (scripts/prerender.ts).
 * Opened on its own path with no search params and nothing stored, the app
 * hydrates the shell in place: no mismatch (React reports one as a page
 * error, which the fixture fails on) and the shell stops being inert.
 */
for (const page of PAGE_PATHS) {
  const url = `/home${page === '/' ? '/' : page}`
  test(`${url}: the prerendered shell paints before JavaScript and hydrates in place`, async ({ page: tab }) => {
    const consoleErrors: string[] = []
    tab.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    const response = await tab.request.get(url)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<div id="root" data-shell="${url}" inert><`))

    await tab.goto(url)
    // Nothing stored: the guard lets every route through, so every shell is hydrated, not replaced.
    await expect(tab.locator('html')).toHaveAttribute('data-start', 'hydrate')
    await expect(tab.locator('#root')).not.toHaveAttribute('inert')
    await expect(tab.locator('#root')).not.toBeEmpty()
    expect(await globalCss(tab)).toEqual(ONE_GLOBAL_SHEET)
    expect(consoleErrors).toEqual([])
  })
}

test('a deep link with search params renders over the shell', async ({ page }) => {
  await page.goto('/home/login?t=pwd')
  await expect(page.locator('html')).toHaveAttribute('data-start', 'render')
  await expect(page.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  // The shell it replaced took its global CSS to <head> first.
  expect(await globalCss(page)).toEqual(ONE_GLOBAL_SHEET)
})
