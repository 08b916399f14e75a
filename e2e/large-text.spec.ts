/**
 * Large text keeps every form usable (issue 40, item 4): on a 390 px phone with the text at 200 %,
 * set as `html { font-size: 200% }` and as the browser's text size (a larger default font, which
 * Chromium's Page.setFontSizes sets), every page with a form has no sideways scroll, its labels,
 * tabs and buttons are whole and on screen, its phone field shows a whole 11-digit number, its rows
 * that no longer fit stack (area code above phone), and the header's name is not cut. The text must
 * really be twice as large (a label and a field measured before and after), so text fixed in px
 * cannot pass. (WCAG 1.4.10, no sideways scroll on any route at 320 CSS px: e2e/a11y.spec.ts, on the phone.)
 * One page load per page: read at 100 % first, then at 200 % one way, then the other.
 */
import type { Page } from '@playwright/test'
import { WECHAT_PHONE } from './devices'
import { enlargeText, readLargeTextProblems, readTextSizes } from './largeText'
import { test, expect, gotoReady } from './fixtures'

/** Every page with a form, as a phone opens it; the registration pages' second tab too. */
const FORM_PAGES: Array<{ url: string; tab?: string }> = [
  { url: '/home/login?t=pwd' },
  { url: '/home/login?t=bindPhone' },
  // A phone opens /home/login on the phone panel: the QR panel is the tab's.
  { url: '/home/login?t=scan' },
  { url: '/home/LoginIfarme' },
  { url: '/home/LoginIfarme?t=scan' },
  { url: '/home/register', tab: '工厂注册' },
  { url: '/home/company', tab: '工厂注册' },
  { url: '/home/bindPhone' },
  { url: '/home/bindFacPhone' },
]

const WIDTH = WECHAT_PHONE.viewport.width

/** The two ways text gets large, each undone before the next, on the same page. */
const MODES = [
  {
    name: 'html { font-size: 200% }',
    on: async (page: Page) => page.evaluate(enlargeText),
    off: async (page: Page) => page.evaluate(() => document.querySelector('style[data-test="large-text"]')?.remove()),
  },
  {
    name: 'the browser’s text size at 200 %',
    on: async (page: Page) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    },
    off: async () => undefined,
  },
]

async function expectUsable(page: Page, width: number, where: string) {
  const seen = await page.evaluate(readLargeTextProblems, width)
  expect(seen.problems, where).toEqual([])
  return seen
}

test.describe('on a 390 px phone with the text at 200 %', () => {
  test.use(WECHAT_PHONE)
  for (const { url, tab } of FORM_PAGES)
    test(`${url}, ${MODES.map((m) => m.name).join(', then ')}: no sideways scroll, every label and button whole, a whole phone number, rows stacked`, async ({
      page,
    }) => {
      await gotoReady(page, url)
      const normal = await page.evaluate(readTextSizes)
      expect(normal.label, 'a label or a tab is read').toBeGreaterThan(0)
      // At 100 % the page already holds, and the area code sits beside the phone.
      const before = await expectUsable(page, WIDTH, 'at 100 %')
      if (before.phoneRow?.area)
        expect(before.phoneRow.area.top, 'at 100 %: the area code beside the phone').toBe(before.phoneRow.phone.top)

      for (const mode of MODES) {
        await mode.on(page)
        const large = await page.evaluate(readTextSizes)
        expect(large.label, `${mode.name}: the label’s text is twice as large`).toBeCloseTo(normal.label * 2, 0)
        // The QR panels have no field.
        if (!url.endsWith('t=scan')) {
          expect(normal.input, 'a field is read').toBeGreaterThan(0)
          expect(large.input, `${mode.name}: the field’s text is twice as large`).toBeCloseTo(normal.input * 2, 0)
        }
        const after = await expectUsable(page, WIDTH, `${mode.name}`)
        if (after.phoneRow?.area)
          expect(after.phoneRow.area.bottom, `${mode.name}: the area code above the phone`).toBeLessThanOrEqual(after.phoneRow.phone.top)
        if (tab) {
          // The second tab at 200 % too, then back to the first for the next way.
          const first = (await page.getByRole('tab', { selected: true }).textContent()) ?? ''
          await page.getByRole('tab', { name: tab }).click()
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
          await expectUsable(page, WIDTH, `${mode.name}, on ${tab}`)
          await page.getByRole('tab', { name: first }).click()
          await expect(page.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true')
        }
        await mode.off(page)
      }
    })
})
