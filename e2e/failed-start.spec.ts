import { readFileSync } from 'node:fs'
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test'
import { START_FAILED_TEXT, WAITING_TEXT } from '../src/start/protocol'
import { appReady, gotoReady } from './navigation'
import { hold, type Hold } from './hold'
import { FailedStart } from './pages/FailedStart'
import { LoginPage } from './pages/LoginPage'
import { startServer, type RunningServer } from './server'

/**
 * A failed start is reported and explained (src/start/early.ts, part 9): the app's entry
 * answered by a file that throws as it runs, or by a 404. The early script's listeners, the page's
 * only ones, report the failure to reportError (src/api/reportError.ts, through the entry before the
 * app) with the release and the user agent; a tap waiting for the app stops waiting and the page
 * says so, with 重新加载. The page fails on purpose here, so this spec does not take the fixture
 * that fails a test on a page error, and it has a back end of its own, whose reports are its own.
 */
const test = base
const RELEASE = (JSON.parse(readFileSync('dist/release.json', 'utf8')) as { release: string }).release
/** The app's entry (the early script's `data-app`), as the build's manifest names it. */
const ENTRY = `/home/${(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['index.html']!.file}`

const FAILURES = {
  'a file that throws as it runs': {
    answer: (route: Route) => route.fulfill({ contentType: 'text/javascript', body: "throw new Error('the entry failed as it ran 4b1e')" }),
    report: new RegExp(
      `^\\[error\\] /home/login\\?t=pwd\\nError: the entry failed as it ran 4b1e\\n[\\s\\S]*${ENTRY.replace(/[.]/g, '\\.')}`,
    ),
  },
  'a 404': {
    answer: (route: Route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404</h1>' }),
    report: new RegExp(`^\\[start\\] /home/login\\?t=pwd\\nthe app's entry did not load: ${ENTRY.replace(/[.]/g, '\\.')}$`),
  },
} as const

let server: RunningServer
test.beforeAll(async () => {
  server = await startServer({ port: 0 })
})
test.afterAll(async () => {
  await server.close()
})

// This test's reports: those that came after it began.
let before = 0
test.beforeEach(() => {
  before = server.db.reports.length
})
const reports = (pattern: RegExp) => server.db.reports.slice(before).filter((r) => pattern.test(r.text))

/**
 * Throws in the page (a task of its own: an uncaught error) and waits until its report has
 * arrived: reports leave one after another, so one sent before it has arrived by then too.
 */
async function throwAndSeeItReported(page: Page, message: string): Promise<void> {
  await page.evaluate(
    (m) =>
      void setTimeout(() => {
        throw new Error(m)
      }),
    message,
  )
  await expect.poll(() => reports(new RegExp(`^\\[error\\] [^\\n]*\\nError: ${message}\\n`)).length).toBe(1)
}

/** /home/login?t=pwd with the app's entry held: a phone typed, then 登录 tapped, which waits for the app, busy, as on a slow phone. */
async function tapWhileTheEntryIsHeld(page: Page, login: LoginPage<Locator>): Promise<Hold> {
  const entry = await hold(page, `${new URL(server.url).origin}${ENTRY}`)
  await page.goto(`${server.url}login?t=pwd`, { waitUntil: 'commit' })
  await login.phone.pressSequentially('13800000001')
  await expect.poll(() => entry.seen()).toBeGreaterThan(0)
  await login.submit.click()
  await expect(login.submit).toHaveAttribute('aria-busy', 'true')
  return entry
}

for (const [name, failure] of Object.entries(FAILURES))
  test(`the app's entry answered by ${name}: reported once, and the tap that waited is told to reload, what was typed kept`, async ({
    page,
  }) => {
    const login = new LoginPage(page)
    const failed = new FailedStart(page)
    const sends: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/home/api/sendVerificationCode')) sends.push(r.url())
    })
    const entry = await tapWhileTheEntryIsHeld(page, login)
    await expect(page.getByText(WAITING_TEXT)).toBeVisible()
    await expect(failed.message).toHaveCount(0)

    await entry.release(failure.answer)
    // The tap stops waiting, and the page says what to do.
    await expect(failed.message).toBeVisible()
    await expect(failed.reload).toBeVisible()
    await expect(login.submit).not.toHaveAttribute('aria-busy')
    await expect(page.getByText(WAITING_TEXT)).toHaveCount(0)
    await expect(login.phone).toHaveValue('13800000001')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
    // A tap now is told at once: not busy, nothing sent, the way on (重新加载) focused, reachable by keyboard.
    await login.getCode.click()
    await expect(failed.reload).toBeFocused()
    await expect(login.getCode).not.toHaveAttribute('aria-busy')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(failed.reload).toBeFocused()

    // Reported once, with the release and the engine (a later report has arrived: none more comes).
    await expect.poll(() => reports(failure.report).length).toBe(1)
    await throwAndSeeItReported(page, 'a later failure 9c3d')
    expect(reports(failure.report)).toHaveLength(1)
    const [report] = reports(failure.report)
    expect([report!.release, report!.userAgent]).toEqual([RELEASE, await page.evaluate(() => navigator.userAgent)])
    expect(sends).toEqual([])

    // 重新加载 loads the page again: with its entry answering now, the app takes it over.
    await page.unroute(`${new URL(server.url).origin}${ENTRY}`)
    await Promise.all([page.waitForEvent('load'), failed.reload.click()])
    await appReady(page)
    await expect(failed.message).toHaveCount(0)
  })

test('an error before the app is ready is reported (from the first line of the page), and the page is not said to have failed', async ({
  page,
}) => {
  const entry = await hold(page, `${new URL(server.url).origin}${ENTRY}`)
  await page.goto(`${server.url}login?t=pwd&code=0a1b2c`, { waitUntil: 'commit' })
  await expect.poll(() => entry.seen()).toBeGreaterThan(0)
  await throwAndSeeItReported(page, 'before the app 2c4a')
  const [report] = reports(/before the app 2c4a/)
  // The route names the screen; what is the person's (a code) stays out.
  expect(report!.text.split('\n')[0]).toBe('[error] /home/login?t=pwd&code=…')
  expect(report!.text).not.toContain('0a1b2c')
  await entry.release()
  await appReady(page)
  await expect(new FailedStart(page).message).toHaveCount(0)
})

test('once the app is ready, an uncaught error and an unhandled rejection are each reported exactly once', async ({ page }) => {
  await gotoReady(page, `${server.url}login?t=pwd`)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('after the app 7d2e')
    })
    void Promise.reject(new Error('rejected after the app 5f0a'))
  })
  await expect.poll(() => reports(/^\[error\] \/home\/login\?t=pwd\nError: after the app 7d2e\n/).length).toBe(1)
  await expect.poll(() => reports(/^\[unhandledrejection\] \/home\/login\?t=pwd\nError: rejected after the app 5f0a\n/).length).toBe(1)
  await throwAndSeeItReported(page, 'a later failure 1b8e')
  expect(reports(/after the app 7d2e/)).toHaveLength(1)
  expect(reports(/rejected after the app 5f0a/)).toHaveLength(1)
  await expect(new FailedStart(page).message).toHaveCount(0)
})

test('a start-up that fails after the entry ran (a chunk it needed, an error of ours): the tap that waited is told to reload, and the failure reported', async ({
  page,
}) => {
  // Planted: the app's start-up throws between its phases (src/main.tsx marks 'home:system' at one of them).
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance)
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'home:system') throw new Error('start-up failed between its phases 3e9d')
      return mark(name, options)
    }
  })
  const login = new LoginPage(page)
  const failed = new FailedStart(page)
  const entry = await tapWhileTheEntryIsHeld(page, login)
  await entry.release()
  await expect(failed.message).toBeVisible()
  await expect(login.submit).not.toHaveAttribute('aria-busy')
  await expect(login.phone).toHaveValue('13800000001')
  await expect
    .poll(() => reports(/^\[unhandledrejection\] \/home\/login\?t=pwd\nError: start-up failed between its phases 3e9d\n/).length)
    .toBe(1)
})

test('an error from the app’s code once it renders (React reports a recoverable hydration error so) does not say the page failed', async ({
  page,
}) => {
  // As React 19 reports a recoverable error: an error event naming the app's own file, once the app renders.
  await page.addInitScript(
    ({ entry, text }) => {
      // The document, not <html>, which the parser has not made yet when this runs.
      new MutationObserver((_, watch) => {
        if (!document.documentElement.hasAttribute('data-start')) return
        watch.disconnect()
        window.dispatchEvent(new ErrorEvent('error', { message: 'a recoverable error 8a6f', filename: `${location.origin}${entry}` }))
        // The listeners have run: had they taken it for a failed start, the page would say so now (hydration may replace it after).
        ;(window as { saidFailed?: boolean }).saidFailed = document.body.textContent?.includes(text) ?? false
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-start'] })
    },
    { entry: ENTRY, text: START_FAILED_TEXT },
  )
  const login = new LoginPage(page)
  await page.goto(`${server.url}login?t=pwd`)
  await appReady(page)
  await expect.poll(() => reports(/a recoverable error 8a6f/).length).toBe(1)
  expect(await page.evaluate(() => (window as { saidFailed?: boolean }).saidFailed)).toBe(false)
  await expect(new FailedStart(page).message).toHaveCount(0)
  await login.phone.fill('13800000001')
  await expect(login.phone).toHaveValue('13800000001')
})
