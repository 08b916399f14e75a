/**
 * How an engine starts the page (src/start/engine.ts, docs/browsers.md: How an engine starts the page), in current Chromium:
 * it loads nothing an old engine needs; made to look old (an API removed before any script runs)
 * it loads the old engines' chunk first and works; made to look below the floor it says what to
 * do instead of showing a form that cannot work. The real old engines are the old-engine lane's.
 */
import { expect, test } from './fixtures'
import { APP_ENTRY_CHUNK } from '../scripts/build/chunks'
import { APP_ENTRY } from './hold'
import { appReady } from './navigation'
import { LoginPage } from './pages/LoginPage'

const OLD_ENGINE = /\/home\/(assets\/legacy-[\w-]+\.js|below-floor\.js)$/

test('a current engine asks for nothing the old engines need', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  const login = new LoginPage(page)
  await login.goto()
  await login.phone.fill('138')
  expect(asked.filter((p) => OLD_ENGINE.test(p))).toEqual([])
})

test('an engine without Array.prototype.at and Object.hasOwn gets the old engines’ chunk first, and signs in', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Array.prototype as { at?: unknown }).at
    delete (Object as { hasOwn?: unknown }).hasOwn
  })
  const order: string[] = []
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname
    if (/\/assets\/legacy-/.test(p) || APP_ENTRY.test(p)) order.push(p.replace(/-[\w-]+\.js$/, ''))
  })
  const login = new LoginPage(page)
  await login.goto()
  // The app's entry is asked for once the chunk has run (its other chunks may download meanwhile).
  expect(order).toEqual(['/home/assets/legacy', `/home/assets/${APP_ENTRY_CHUNK}`])
  expect(await page.evaluate(() => typeof [].at === 'function' && typeof Object.hasOwn === 'function')).toBe(true)
  await login.loginWith('13800000001')
  await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
})

test('below the floor: the page says what to do, and the app never loads', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Promise as { any?: unknown }).any
  })
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page.goto('/home/login?t=pwd')
  const message = page.getByRole('alert')
  await expect(message.getByRole('heading', { name: '当前浏览器版本过低，无法使用本站' })).toBeVisible()
  await expect(message).toContainText('切换到极速模式')
  await expect(message).toContainText('在微信中打开本页')
  await expect(message.getByRole('img', { name: '客服二维码' })).toHaveAttribute('src', '/home/support-qr.svg')
  await expect(page.getByPlaceholder('请输入手机号')).toBeHidden()
  await page.waitForLoadState('load')
  expect(asked.filter((p) => APP_ENTRY.test(p))).toEqual([])
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
})

test('the page asks a dual-kernel browser for its Chromium kernel, and an engine without modules for the message', async ({ page }) => {
  await page.goto('/home/login')
  await appReady(page)
  await expect(page.locator('meta[name="renderer"]')).toHaveAttribute('content', 'webkit')
  await expect(page.locator('meta[name="force-rendering"]')).toHaveAttribute('content', 'webkit')
  await expect(page.locator('meta[http-equiv="X-UA-Compatible"]')).toHaveAttribute('content', 'IE=edge')
  await expect(page.locator('script[nomodule]')).toHaveAttribute('src', '/home/below-floor.js')
})
