import { test, expect } from './fixtures'
import { DraftJourneys, type Poll } from './pages/drafts'

const poll: Poll = (what, read, expected) => expect.poll(read, { message: what }).toBe(expected)

test.describe('nothing typed is lost (the engine lanes run the same journeys: e2e/engines/journeys.spec.ts)', () => {
  test('a reload right after a keystroke', async ({ page }) => {
    await new DraftJourneys(page, poll).reloadRightAfterTyping()
  })
  test('a link right after typing, then the back button', async ({ page }) => {
    await new DraftJourneys(page, poll).backButton()
  })
  test('another panel or tab and back', async ({ page }) => {
    await new DraftJourneys(page, poll).panelsAndTabs()
  })
})
