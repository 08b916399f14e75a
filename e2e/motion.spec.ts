/**
 * Motion where it carries meaning (framer-motion, src/features/ui/Entrance.tsx):
 * with motion allowed, the result card of a status page reached from another
 * screen comes in; for users who prefer reduced motion it is there at once, in
 * its end state. Nothing moves over a prerendered shell either way.
 */
import type { Page } from '@playwright/test'
import { test, expect, gotoReady, atOrigin } from './fixtures'
import { chunk, hold } from './hold'
import { DEMO_COMPANIES } from '../src/mocks/scenarios'

/** From the moment `selector` appears: the lowest opacity and whether a transform other than none was seen, over `ms`. */
async function watchEntrance(page: Page, selector: string, ms = 600) {
  await page.evaluate(
    ([sel, duration]) => {
      const seen = { minOpacity: 2, moved: false, appeared: false }
      ;(window as unknown as { __entrance: typeof seen }).__entrance = seen
      const sample = () => {
        const el = document.querySelector(sel)
        if (el) {
          seen.appeared = true
          const style = getComputedStyle(el)
          seen.minOpacity = Math.min(seen.minOpacity, Number(style.opacity))
          if (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)') seen.moved = true
        }
      }
      const observer = new MutationObserver(sample)
      observer.observe(document, { subtree: true, childList: true, attributes: true })
      const start = performance.now()
      const frame = () => {
        sample()
        if (performance.now() - start < duration) requestAnimationFrame(frame)
        else observer.disconnect()
      }
      requestAnimationFrame(frame)
    },
    [selector, ms] as const,
  )
}
const entrance = (page: Page) =>
  page.evaluate(() => (window as unknown as { __entrance: { minOpacity: number; moved: boolean; appeared: boolean } }).__entrance)

/** /home/bindCompany with one company stored: its card selected, its mark watched from the tap. */
async function selectTheCompany(page: Page) {
  await atOrigin(page)
  await page.evaluate((list) => localStorage.setItem('list', list), JSON.stringify(DEMO_COMPANIES.slice(0, 1)))
  await gotoReady(page, '/home/bindCompany')
  await watchEntrance(page, '[data-testid="selection-mark"]', 600)
  await page.getByRole('radio').first().click()
  await expect(page.getByTestId('selection-mark')).toBeVisible()
}

/** Reach /review from the login page (a client-side navigation, as after a sign-in). */
async function reachReview(page: Page) {
  await gotoReady(page, '/home/login?t=pwd')
  await watchEntrance(page, '[data-testid="status-card"]', 4000)
  await page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号').fill('13800000005')
  await page.getByTestId('get-code').click()
  const code =
    /演示环境验证码：(\d+)/.exec(
      (await page
        .getByText(/演示环境验证码/)
        .first()
        .textContent()) ?? '',
    )?.[1] ?? ''
  await page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入短信验证码').fill(code)
  await page.getByRole('form', { name: '手机号登录' }).getByRole('button', { name: '登录' }).click()
  await page.waitForURL(/\/home\/review$/)
  await expect(page.getByTestId('status-card')).toBeVisible()
  await expect(page.getByTestId('status-card')).toHaveCSS('opacity', '1')
}

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the registration’s other form, switched to before the motion’s code has arrived, is there at once; after, it slides in', async ({
    page,
  }) => {
    const code = await hold(page, chunk('motionFeatures'))
    await gotoReady(page, '/home/register?id=1')
    expect(code.seen()).toBe(0)
    await watchEntrance(page, '[data-testid="register-panel"]')
    await page.getByRole('tab', { name: '工厂注册' }).click()
    await expect(page.getByRole('tab', { name: '工厂注册' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('register-panel')).toHaveCSS('opacity', '1')
    expect(await entrance(page)).toMatchObject({ appeared: true, minOpacity: 1, moved: false })
    expect(code.seen()).toBe(1)
    await code.release()
    // Once the code is here, each switch slides the other form in from its tab's side.
    let tab = '采购商注册'
    await expect(async () => {
      await watchEntrance(page, '[data-testid="register-panel"]', 500)
      await page.getByRole('tab', { name: tab }).click()
      tab = tab === '采购商注册' ? '工厂注册' : '采购商注册'
      await page.waitForTimeout(550)
      expect((await entrance(page)).moved).toBe(true)
    }).toPass({ timeout: 10_000 })
  })
  test('a status page reached from the login brings its result card in', async ({ page }) => {
    await reachReview(page)
    const seen = await entrance(page)
    expect(seen.appeared).toBe(true)
    expect(seen.minOpacity).toBeLessThan(1)
    expect(seen.moved).toBe(true)
  })
  test('a status page reached while the motion’s code never comes shows its result card all the same', async ({ page }) => {
    await hold(page, chunk('motionFeatures'))
    await reachReview(page)
    await expect(page.getByTestId('status-card')).toHaveCSS('transform', 'none')
  })
  test('a card’s mark, tapped while the motion’s code is held, is there at once', async ({ page }) => {
    await hold(page, chunk('motionFeatures'))
    await selectTheCompany(page)
    await page.waitForTimeout(600)
    expect(await entrance(page)).toMatchObject({ appeared: true, minOpacity: 1, moved: false })
  })
  test('a status page opened directly is painted in place (its prerendered shell is not hidden)', async ({ page }) => {
    await page.goto('/home/review')
    await expect(page.getByTestId('status-card')).toHaveCSS('opacity', '1')
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
    expect(await page.locator('[data-shell] [data-testid="status-card"]').count()).toBe(1)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('no motion code is fetched: the registration’s other form is simply there', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (r) => (chunk('motionFeatures').test(r.url()) ? fetched.push(r.url()) : undefined))
    await gotoReady(page, '/home/register?id=1')
    await watchEntrance(page, '[data-testid="register-panel"]', 2000)
    await page.getByRole('tab', { name: '工厂注册' }).click()
    await expect(page.getByRole('tab', { name: '工厂注册' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: '采购商注册' }).click()
    // Time for a fetch the taps would have started to show.
    await page.waitForTimeout(1000)
    expect(await entrance(page)).toMatchObject({ appeared: true, minOpacity: 1, moved: false })
    expect(fetched).toEqual([])
  })
  test('the result card is there at once, in its end state', async ({ page }) => {
    await reachReview(page)
    const seen = await entrance(page)
    expect(seen.appeared).toBe(true)
    expect(seen.minOpacity).toBe(1)
    expect(seen.moved).toBe(false)
  })
  test('a selected company card shows its mark at once', async ({ page }) => {
    await selectTheCompany(page)
    const seen = await entrance(page)
    expect(seen.minOpacity).toBe(1)
    expect(seen.moved).toBe(false)
    await page.getByRole('radio').first().click()
    await expect(page.getByTestId('selection-mark')).toHaveCount(0)
  })
})
