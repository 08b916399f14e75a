import type { Locator, Page } from '@playwright/test'
import { PRODUCTION_LIKE_CONFIG_JS } from './production-config'
import { AXE_VERSION, axeViolations, WIDTHS } from './axe'
import { appReady, test, expect, gotoReady, atOrigin } from './fixtures'
import { hold } from './hold'
import { layoutShift, trackLayoutShift } from './layoutShift'

/**
 * Loading states on purpose: the server's answer (or a chunk, or WeChat's script) is held back
 * while axe runs and the test looks, then let through or failed. Each region is busy while it
 * loads and has one polite status saying what loads; a failure has a retry the keyboard reaches.
 */

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/** The region is busy and its one status says `text`. */
async function expectLoading(region: Locator, text: string) {
  await expect(region).toHaveAttribute('aria-busy', 'true')
  await expect(region.getByRole('status')).toHaveCount(1)
  await expect(region.getByRole('status')).toHaveText(text)
}

/** The region is loaded: not busy, its status in place and silent. */
async function expectLoaded(region: Locator) {
  await expect(region).not.toHaveAttribute('aria-busy')
  await expect(region.getByRole('status')).toHaveText('')
}

/** A region whose loading part has gone once loaded (the QR box): nothing busy, no status left. */
async function expectSettled(region: Locator) {
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(region.getByRole('status')).toHaveCount(0)
}

/** Tab from the top of the page until `target` has focus: it is reachable with the keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await page.locator('body').focus()
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`not reached with ${limit} presses of Tab`)
}

const LOOKUPS = ['getArea', 'getEnum', 'getRegPurpose', 'getBusiness'].map((name) => `**/home/api/${name}`)

async function holdLookups(page: Page) {
  return Promise.all(LOOKUPS.map((url) => hold(page, url)))
}

/** WeChat's widget as a stand-in script: draws a box where WeChat draws its QR iframe. */
const WX_LOGIN_STAND_IN = `window.WxLogin = function (o) {
  var box = document.createElement('div'); box.setAttribute('role', 'img'); box.setAttribute('aria-label', '微信登录二维码')
  box.style.cssText = 'width:300px;height:400px'; document.getElementById(o.id).appendChild(box)
}`

async function productionConfig(page: Page) {
  await page.route('**/home/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: PRODUCTION_LIKE_CONFIG_JS }))
}

/** Where the edit form starts while its earlier application is read, and a way to ask again later. */
/**
 * The form's top in the page (document coordinates: a scroll is not a shift), first while the
 * earlier application is read. Read once the app has taken the page over (config.js applied), the
 * state the test means: before that, start-up may still be laying the page out (a clean clone on a
 * busy machine once read 337 px before and 346 px after).
 */
async function formTopWhileReading(page: Page) {
  await appReady(page)
  const top = (p: Page) => p.getByTestId('register-panel').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  return Object.assign(top, { before: await top(page) })
}

async function seedRejectedCompany(page: Page) {
  await atOrigin(page)
  await page.evaluate(() => localStorage.setItem('phone', '13800000045'))
}

for (const width of WIDTHS)
  test.describe(`loading states at ${width.name} (axe-core ${AXE_VERSION})`, () => {
    test.use(width.use)

    test('registration lookups: loading, then loaded', async ({ page }) => {
      const held = await holdLookups(page)
      await trackLayoutShift(page)
      await gotoReady(page, '/home/register')
      const form = page.getByRole('form', { name: '采购商注册' })
      for (const what of ['地区', '销售渠道', '注册目的']) await expectLoading(form.getByTestId(`lookup-${what}`), `${what}加载中…`)
      expect(held.slice(0, 3).map((h) => h.seen() > 0)).toEqual([true, true, true])
      await expectNoViolations(page)

      // Each region stops being busy when its list is drawn, not before (its fieldset is there then).
      await page.evaluate(() => {
        const seen: boolean[] = ((window as { __drawnWhenDone?: boolean[] }).__drawnWhenDone = [])
        new MutationObserver((records) => {
          for (const r of records)
            if (r.target instanceof Element && !r.target.hasAttribute('aria-busy')) seen.push(r.target.querySelector('fieldset') !== null)
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
      })
      for (const h of held) await h.release()
      await expect(form.getByRole('checkbox', { name: '外贸出口' })).toBeVisible()
      await expect(form.getByRole('combobox', { name: '省份' })).toBeVisible()
      for (const what of ['地区', '销售渠道', '注册目的']) await expectLoaded(form.getByTestId(`lookup-${what}`))
      expect(await page.evaluate(() => (window as { __drawnWhenDone?: boolean[] }).__drawnWhenDone)).toEqual([true, true, true])
      // Each skeleton had its field's size: nothing on screen moved when the lists came.
      expect(await layoutShift(page)).toBe(0)
      await expectNoViolations(page)
    })

    test('registration lookups: failed, retried with the keyboard', async ({ page }) => {
      const channels = await hold(page, '**/home/api/getEnum')
      await channels.fail()
      await gotoReady(page, '/home/register')
      const region = page.getByRole('form', { name: '采购商注册' }).getByTestId('lookup-销售渠道')
      await expect(region.getByRole('alert')).toHaveText(/销售渠道加载失败/)
      await expectLoaded(region)
      const retry = region.getByRole('button', { name: '重试加载销售渠道' })
      await expectNoViolations(page)

      await tabTo(page, retry)
      await channels.release()
      await page.keyboard.press('Enter')
      await expect(region.getByRole('checkbox', { name: '外贸出口' })).toBeVisible()
      await expectLoaded(region)
      // Focus stayed in the region: the next Tab reaches the list.
      await page.keyboard.press('Tab')
      await expect(region.getByRole('checkbox').first()).toBeFocused()
    })

    test('agreement text: loading, then loaded', async ({ page }) => {
      const text = await hold(page, '**/home/agreement/privacy.txt')
      await page.goto('/home/agreement?identifier=0')
      const region = page.getByTestId('agreement-text')
      await expectLoading(region, '隐私协议加载中…')
      await expectNoViolations(page)
      await text.release()
      await expect(region.locator('p').first()).toBeVisible()
      await expectLoaded(region)
      await expectNoViolations(page)
    })

    test('agreement text: a failed read shows the built-in text, not busy', async ({ page }) => {
      const text = await hold(page, '**/home/agreement/privacy.txt')
      await text.fail()
      await page.goto('/home/agreement?identifier=0')
      const region = page.getByTestId('agreement-text')
      await expect(region).toContainText('我们重视您的隐私')
      await expectLoaded(region)
      await expectNoViolations(page)
    })

    test('editing a rejected application: reading it, then filled in', async ({ page }) => {
      await seedRejectedCompany(page)
      await trackLayoutShift(page)
      const previous = await hold(page, '**/home/api/getErrorExamine')
      await page.goto('/home/company?id=edit')
      const status = page.getByTestId('previous-status')
      await expect(status).toHaveText('正在读取原申请资料…')
      await expect(page.locator('[aria-busy="true"]:has([data-testid="register-panel"])')).toHaveCount(1)
      await expect(page.getByRole('status').filter({ hasText: '正在读取原申请资料' })).toHaveCount(1)
      await expectNoViolations(page)
      const formTop = await formTopWhileReading(page)

      await previous.release()
      const form = page.getByRole('form', { name: '采购商注册' })
      await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('汕头市澄海区示例玩具有限公司')
      await expect(status).toHaveText('')
      await expect(page.locator('[aria-busy="true"]:has([data-testid="register-panel"])')).toHaveCount(0)
      await expect(page.getByTestId('previous-line')).toHaveText('已读取原申请资料，修改后重新提交。')
      // The line above the form kept its height: the form did not move; nor did the line's box or text.
      expect(await formTop(page)).toBe(formTop.before)
      expect(await layoutShift(page)).toBe(0)
      await expectNoViolations(page)
    })

    test('editing a rejected application: reading failed, read again with the keyboard', async ({ page }) => {
      await seedRejectedCompany(page)
      await trackLayoutShift(page)
      const previous = await hold(page, '**/home/api/getErrorExamine')
      await page.goto('/home/company?id=edit')
      await expect(page.getByTestId('previous-status')).toHaveText('正在读取原申请资料…')
      const formTop = await formTopWhileReading(page)
      await previous.fail()
      const alert = page.getByRole('alert').filter({ hasText: '未能读取原申请资料，请重新填写。' })
      await expect(alert).toBeVisible()
      await expect(page.getByTestId('previous-status')).toHaveText('')
      // The failure took the place the reading line had: the form did not move, nor did the line.
      expect(await formTop(page)).toBe(formTop.before)
      expect(await layoutShift(page)).toBe(0)
      await expectNoViolations(page)

      await tabTo(page, alert.getByRole('button', { name: '重新读取原申请资料' }))
      await previous.release()
      await page.keyboard.press('Enter')
      const form = page.getByRole('form', { name: '采购商注册' })
      await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('汕头市澄海区示例玩具有限公司')
      await expect(alert).toHaveCount(0)
      expect(await layoutShift(page)).toBe(0)
    })

    // The QR panel: a phone gets it from ?t=scan, a desktop browser by default.
    const qrUrl = width.phone ? '/home/login?t=scan' : '/home/login'

    test("WeChat's QR: loading, then drawn", async ({ page }) => {
      await productionConfig(page)
      const script = await hold(page, 'https://res.wx.qq.com/**')
      await page.goto(qrUrl)
      const box = page.getByTestId('qr-box')
      // From the first paint until WeChat's script (held here) has drawn the QR.
      await expectLoading(box.locator('[aria-busy="true"]'), '微信二维码加载中…')
      await expect.poll(() => script.seen()).toBeGreaterThan(0)
      await expectLoading(box.locator('[aria-busy="true"]'), '微信二维码加载中…')
      await expectNoViolations(page)

      await script.release((route) => route.fulfill({ contentType: 'text/javascript', body: WX_LOGIN_STAND_IN }))
      await expect(box.getByRole('img', { name: '微信登录二维码' })).toBeVisible()
      await expectSettled(box)
      await expectNoViolations(page)
    })

    test("WeChat's QR: failed, refreshed with the keyboard", async ({ page }) => {
      await productionConfig(page)
      const script = await hold(page, 'https://res.wx.qq.com/**')
      await script.fail()
      await page.goto(qrUrl)
      const box = page.getByTestId('qr-box')
      await expect(box.getByRole('alert')).toHaveText('微信二维码加载失败，请检查网络后点击“刷新二维码”')
      await expectSettled(box)
      await expectNoViolations(page)
      const refresh = page.getByRole('button', { name: '刷新二维码' })
      await tabTo(page, refresh)
      await expect(refresh).toBeFocused()
    })

    test('a sign-in panel whose code is still on its way', async ({ page }) => {
      const chunk = await hold(page, /\/home\/assets\/PhonePanel-[\w-]+\.js$/)
      await gotoReady(page, qrUrl)
      await page.getByRole('tab', { name: '手机号登录' }).click()
      const region = page.getByRole('tabpanel').locator('[aria-busy="true"]')
      await expectLoading(region, '手机号登录加载中…')
      await expectNoViolations(page)
      await chunk.release()
      await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
      await expect(region).toHaveCount(0)
      await expectNoViolations(page)
    })
  })
