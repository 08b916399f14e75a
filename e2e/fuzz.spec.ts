import fc from 'fast-check'
import { PAGE_PATHS } from '../src/app/pages'
import { test, expect } from './fixtures'

/** 50 random search strings across the routes: no uncaught error, never a blank page. */
const KEYS = ['t', 'code', 'state', 'jump_url', 'clear', 'exit', 'id', 'identifier', 'type', 'x']
const VALUES = fc.oneof(
  fc.constantFrom('scan', 'pwd', 'bindPhone', 'edit', 'editFactory', '1', '0', 'company', 'factory', 'Review', 'not_bound', '', 'null', '{}', '[1]', '%', '%E4'),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
)
const searches = fc.sample(
  fc.tuple(fc.constantFrom(...PAGE_PATHS), fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 4 })),
  { seed: 20261121, numRuns: 50 },
)

test.describe('random search strings', () => {
  for (const [i, [path, pairs]] of searches.entries()) {
    const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
    test(`#${i} ${path}?${query}`, async ({ page }) => {
      await page.goto(`/home${path}?${query}`)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('body')).not.toHaveText(/^\s*$/)
    })
  }
})
