import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'
import { DraftJourneys, type Poll } from './pages/drafts'

const poll: Poll = (what, read, expected) => expect.poll(read, { message: what }).toBe(expected)
const journeys = (page: Page) => new DraftJourneys(page, poll, (key) => page.evaluate((k) => sessionStorage.getItem(k), key))

test.describe('nothing typed is lost (the engine lanes run the same journeys: e2e/engines/journeys.spec.ts)', () => {
  test('a reload right after a keystroke', async ({ page }) => {
    await journeys(page).reloadRightAfterTyping()
  })
  test('a link right after typing, then the back button', async ({ page }) => {
    await journeys(page).backButton()
  })
  test('another panel or tab and back', async ({ page }) => {
    await journeys(page).panelsAndTabs()
  })
})
