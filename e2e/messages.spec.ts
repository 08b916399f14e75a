/**
 * The newest answer is seen at once (src/app/toaster-impl.tsx): a message shows as its answer
 * comes, whatever showed before (no queue behind older messages waiting for them to time out),
 * one at a time, so a repeated answer does not stack; and it covers neither the card's heading
 * nor the form the person is using, on a phone and on a desktop. The page's clock is held
 * (page.clock) and moved only a frame's worth per answer, far below the shortest message's 3.5 s,
 * so no message can time out meanwhile: what shows, shows because it was answered.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { LoginPage } from './pages/LoginPage'

/** A signed-in attempt that fails: the code asked for and typed, the clock then held. */
async function readyToFail(page: Page, loginPage: LoginPage<Locator>, phone: string) {
  await page.clock.install()
  await loginPage.goto()
  await loginPage.phone.fill(phone)
  await loginPage.code.fill(await loginPage.requestCode())
  // From here on, no timer of the page runs: a message could leave only by being replaced.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
}

/** Taps 登录, waits for its answer, and lets the toaster's frames run (100 ms of the held clock). */
async function signIn(page: Page, loginPage: LoginPage<Locator>) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/home/api/login1'))
  await loginPage.submit.click()
  await answered
  await page.clock.runFor(100)
}

/** The message as it shows once it has come in (its entrance is a CSS transition). */
async function settled(toast: Locator) {
  await expect(toast).toBeInViewport({ ratio: 1 })
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  return (await toast.boundingBox())!
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: four failed sign-ins in a row, the fourth message shows at once, alone, clear of the heading and the form`, async ({
    page,
    loginPage,
  }) => {
    await page.setViewportSize(viewport)
    await readyToFail(page, loginPage, '13800000019')
    let attempt = 0
    await page.route('**/home/api/login1', (route) =>
      route.fulfill({ json: { code: -1, msg: `登录失败（第 ${++attempt} 次），请稍后重试`, data: null } }),
    )
    for (let i = 1; i <= 4; i++) {
      await signIn(page, loginPage)
      await expect(page.getByTestId('toast').filter({ hasText: `登录失败（第 ${i} 次），请稍后重试` })).toBeInViewport({ ratio: 1 })
    }
    // The older messages, the demo code's among them, went as each newer one came.
    const toast = page.getByTestId('toast')
    await expect(toast).toHaveCount(1)
    await expect(toast.getByRole('button', { name: '关闭' })).toBeVisible()

    const shown = await settled(toast)
    const heading = page.getByRole('heading', { level: 1, name: '登录' })
    for (const [name, what] of [
      ['the card heading', heading],
      ['the phone field', loginPage.phone],
      ['the code field', loginPage.code],
      ['登录', loginPage.submit],
      ['获取验证码', loginPage.getCode],
    ] as const) {
      const box = (await what.boundingBox())!
      expect(overlap(shown, box), `the message ${JSON.stringify(shown)} covers ${name} ${JSON.stringify(box)}`).toBe(false)
    }
    // And whatever has the focus, if a control has it.
    const focused = page.locator(':focus')
    if ((await focused.count()) === 1)
      expect(overlap(shown, (await focused.boundingBox())!), 'the message covers the focused control').toBe(false)

    // Closed with its 关闭, nothing is left (once its exit's 200 ms have run).
    await toast.getByRole('button', { name: '关闭' }).click()
    await page.clock.runFor(500)
    await expect(toast).toHaveCount(0)
  })
}

test('the same answer twice: one message, not two', async ({ page, loginPage }) => {
  // The demo back end answers this phone `code -1` with its message (docs/demo-backend.md, "Demo phones").
  await readyToFail(page, loginPage, '13800000099')
  await signIn(page, loginPage)
  const same = page.getByTestId('toast').filter({ hasText: '账号异常，请联系客服' })
  await expect(same).toBeInViewport()
  await signIn(page, loginPage)
  await expect(same).toBeInViewport()
  await expect(page.getByTestId('toast')).toHaveCount(1)
})
