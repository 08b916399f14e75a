/**
 * The README's picture, docs/images/login-phone.png: /home/login as an Android phone shows it (360 × 740 CSS px),
 * from the production build on the demo back end (e2e/server.ts) in Debian's Chromium (e2e/chromium.ts).
 *
 *   npm run build && npx tsx scripts/docs/screenshot.ts
 */
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts'
import { startServer } from '../../e2e/server.ts'
import { USER_AGENTS } from '../../src/test/userAgents.ts'

const OUT = 'docs/images/login-phone.png'

const server = await startServer({ port: 0 })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--headless=new'] })
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    // One device pixel per CSS pixel keeps the file small; the README shows it at that size.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENTS.chromeAndroid,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto(new URL('login', server.url).href)
  // The app has taken the page over (src/main.tsx sets data-ready) and nothing is loading.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
  await page.screenshot({ path: OUT })
  console.log(`Wrote ${OUT}`)
} finally {
  await browser.close()
  await server.close()
}
