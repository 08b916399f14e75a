import fc from 'fast-check'
import { arrivalUrl } from '../src/test/arrivals'
import { test, expect } from './fixtures'

/**
 * Generated arrival URLs across all routes (src/test/arrivals.ts, seeded, so a failure
 * reproduces), opened in the page: no uncaught error (fixture) and never a blank page. The
 * start-up plan and every route's search schema take thousands of the same in the unit tests
 * (src/start/plan.test.ts, src/app/router.test.ts); this sample shows the page holds too.
 */
const urls = fc.sample(arrivalUrl, { seed: 20261121, numRuns: 50 })

test('random arrival URLs: no page error, never a blank page', async ({ page }) => {
  test.setTimeout(120_000)
  page.on('dialog', (d) => {
    throw new Error(`unexpected dialog: ${d.message()}`)
  })
  for (const url of urls) {
    await page.goto(url)
    // Leaving for a main app stand-in is a legitimate outcome too: it is a page with text.
    await expect(page.locator('body'), url).not.toHaveText(/^\s*$/)
    await expect(page.locator('h1').first(), url).toBeVisible()
  }
})
