/**
 * The languages (issue 60, src/words/languages.ts): chosen before the first paint (?lang, the stored choice,
 * the browser's languages), the page in that language from its first paint with `<html lang>`, switched in place
 * keeping what was typed and the countdown, and carried through a jump_url and WeChat's return.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { appReady, atOrigin, expect, gotoReady, test } from './fixtures'
import { APP_CHUNKS, APP_ENTRY, hold } from './hold'
import { axeViolations } from './axe'
import { WECHAT_PHONE } from './devices'
import { enlargeText, readLargeTextProblems } from './largeText'
import { wordsIn } from './words'
import { readDemoCode } from './pages/sms'
import { loginWords } from '../src/words/zh-CN/login'
import { smsWords } from '../src/words/zh-CN/sms'
import { messageWords } from '../src/words/zh-CN/messages'
import { registerWords } from '../src/words/zh-CN/register'
import { pageWords } from '../src/words/zh-CN/pages'
import { belowFloorWords } from '../src/words/zh-CN/belowFloor'
import { configWords } from '../src/words/zh-CN/config'
import { errorWords } from '../src/words/zh-CN/errors'
import { uiWords } from '../src/words/zh-CN/ui'
import type { Language } from '../src/words/languages'

const HAN = /\p{Script=Han}/u
const MANIFEST = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('home:lang'))
/** What the page shows a person: its text and the names and hints a screen reader or a field gives. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [
      // The back end's data is shown as it comes (the region lists' names: the contract's, in Chinese).
      Array.from(document.body.querySelectorAll<HTMLElement>(':scope > *'))
        .map((el) => {
          const copy = el.cloneNode(true) as HTMLElement
          copy.querySelectorAll('select, [role="listbox"], [data-backend-text]').forEach((data) => data.remove())
          return copy.textContent ?? ''
        })
        .join('\n'),
      ...Array.from(document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')).flatMap((el) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
      ),
      document.title,
    ].join('\n'),
  )
/** The lines of what the page shows that carry a Han character, but the language switch's own names (each language named in itself). */
const withoutSwitch = (text: string) =>
  text
    .replace(/简体中文|繁體中文/g, '')
    .split('\n')
    .filter((line) => HAN.test(line))

test.describe('in English for a browser that reads no Chinese', () => {
  test.use({ locale: 'en-US' })

  test('/home/login?t=pwd paints in English before any of the app has run, its address as the person typed it', async ({ page }) => {
    const app = await hold(page, APP_CHUNKS)
    await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
    const login = wordsIn('en', loginWords)
    const sms = wordsIn('en', smsWords)
    await expect(page.getByRole('heading', { level: 1, name: login.heading })).toBeVisible()
    await expect(page.getByPlaceholder(sms.phonePlaceholder)).toBeVisible()
    expect(await lang(page)).toBe('en')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/home/login?t=pwd')
    expect(await page.title()).toBe(`${wordsIn('en', pageWords).titles['/login']} · ${wordsIn('en', pageWords).siteName}`)
    expect(withoutSwitch(await shown(page))).toEqual([])
    // The app takes the English page over as it is.
    await app.release()
    await appReady(page)
    await expect(page.getByRole('heading', { level: 1, name: login.heading })).toBeVisible()
    expect(withoutSwitch(await shown(page))).toEqual([])
  })

  test("asks for its words with the app's chunks, not a round trip after the entry has run", async ({ page }) => {
    const words = ['src/app/catalogs.ts', 'src/words/en/ui.ts', 'src/words/en/login.ts', 'src/words/en/sms.ts'].map(
      (key) => `/home/${MANIFEST[key]!.file}`,
    )
    const asked = new Set<string>()
    page.on('request', (request) => asked.add(new URL(request.url()).pathname))
    const entry = await hold(page, APP_ENTRY)
    await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
    await expect.poll(() => words.filter((file) => !asked.has(file))).toEqual([])
    expect(entry.seen()).toBeGreaterThan(0)
    await entry.release()
    await appReady(page)
  })

  test('the registration says what is missing in English', async ({ page }) => {
    await gotoReady(page, '/home/register?id=1')
    const register = wordsIn('en', registerWords)
    await page.getByRole('button', { name: register.submit }).click()
    await expect(page.getByText(register.errors.companyName).first()).toBeVisible()
    // The missing region is marked where it is picked, as a text field with a problem is.
    await expect(page.getByRole('combobox', { name: register.province })).toHaveAttribute('aria-invalid', 'true')
    expect(withoutSwitch(await shown(page))).toEqual([])
  })

  test('a jump_url lands on its page in English', async ({ page }) => {
    await page.goto('/home/login?jump_url=Review')
    await page.waitForURL(/\/home\/review$/)
    await appReady(page)
    expect(await lang(page)).toBe('en')
    expect(withoutSwitch(await shown(page))).toEqual([])
  })

  test('below the floor, the page says what to do in English, and the app never loads', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Promise as { any?: unknown }).any
    })
    await page.goto('/home/login?t=pwd')
    const words = wordsIn('en', belowFloorWords)
    const message = page.getByRole('alert')
    await expect(message.getByRole('heading', { name: words.title })).toBeVisible()
    await expect(message.getByText(words.kernelMode)).toBeVisible()
    await expect(message.getByRole('img', { name: words.qrAlt })).toBeVisible()
    expect(await message.innerText()).not.toMatch(HAN)
    expect(await lang(page)).toBe('en')
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
  })

  test('an invalid config.js is said in English', async ({ page }) => {
    await page.route('**/home/config.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "window.__HOME_CONFIG__ = { apiBase: '/api' }" }),
    )
    await page.goto('/home/login')
    await expect(page.getByRole('heading', { level: 1, name: wordsIn('en', errorWords).configTitle })).toBeVisible()
    await expect(page.getByText(wordsIn('en', configWords).apiBaseSlash)).toBeVisible()
    expect(withoutSwitch(await shown(page))).toEqual([])
  })

  test('WeChat’s return with a forged state comes back to the login saying so in English', async ({ page }) => {
    await page.goto(`/home/loadings?code=${encodeURIComponent('mp:13800000001')}&state=forged`, { waitUntil: 'commit' })
    await page.waitForURL(/\/home\/login$/)
    await expect(page.getByText(wordsIn('en', messageWords).qrStateMismatch)).toBeVisible()
    expect(await lang(page)).toBe('en')
  })

  test('an unknown path says so in English too, and its English link leads to the English sign-in', async ({ page }) => {
    const res = await page.goto('/home/no-such-page?t=pwd')
    expect(res?.status()).toBe(404)
    const errors = wordsIn('en', errorWords)
    const english = page.locator('[lang="en"]')
    await expect(english).toContainText(errors.notFoundTitle)
    expect(await english.innerText()).not.toMatch(HAN)
    await english.getByRole('link', { name: errors.backToLogin }).click()
    await appReady(page)
    await expect(page.getByRole('heading', { level: 1, name: wordsIn('en', loginWords).heading })).toBeVisible()
    expect(await lang(page)).toBe('en')
  })
})

test.describe('the order of the choice', () => {
  test.use({ locale: 'en-US' })

  const opened = async (page: Page, url: string): Promise<Language> => {
    await gotoReady(page, url)
    return (await lang(page)) as Language
  }

  test('?lang= over the stored choice over the browser’s languages; an unknown value is ignored', async ({ page }) => {
    expect(await opened(page, '/home/login')).toBe('en')
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('home:lang', 'zh-HK'))
    expect(await opened(page, '/home/login')).toBe('zh-HK')
    await expect(page.getByRole('heading', { level: 1, name: wordsIn('zh-HK', loginWords).heading })).toBeVisible()
    expect(await opened(page, '/home/login?lang=klingon')).toBe('zh-HK')
    expect(await opened(page, '/home/login?t=pwd&lang=zh-CN')).toBe('zh-CN')
    // A ?lang= is the person's choice: kept for the next visit.
    expect(await stored(page)).toBe('zh-CN')
    expect(await opened(page, '/home/register?id=1')).toBe('zh-CN')
  })
})

test.describe('zh-HK for a Hong Kong browser', () => {
  test.use({ locale: 'zh-HK' })

  test('below the floor, the page says what to do in Hong Kong words', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Promise as { any?: unknown }).any
    })
    await page.goto('/home/register?id=1')
    const words = wordsIn('zh-HK', belowFloorWords)
    await expect(page.getByRole('alert').getByRole('heading', { name: words.title })).toBeVisible()
    await expect(page.getByRole('alert').getByRole('img', { name: words.qrAlt })).toBeVisible()
    expect(await lang(page)).toBe('zh-HK')
  })

  test('picks +852 and writes Hong Kong words', async ({ page }) => {
    await gotoReady(page, '/home/login?t=pwd')
    expect(await lang(page)).toBe('zh-HK')
    const sms = wordsIn('zh-HK', smsWords)
    await expect(page.getByPlaceholder(sms.phonePlaceholder)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible()
    // Its readers' numbers are +852: the first choice (the language is never chosen by the area code).
    await expect(page.getByRole('combobox', { name: sms.areaCode })).toHaveValue('852')
  })

  for (const path of ['/home/login?t=bindPhone', '/home/bindPhone', '/home/register?id=1'])
    test(`${path}: every form with an area code offers +852 first, in its first paint as once the app runs`, async ({ page }) => {
      const area = page.getByRole('combobox', { name: wordsIn('zh-HK', smsWords).areaCode })
      const app = await hold(page, APP_CHUNKS)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(area).toHaveValue('852')
      await app.release()
      await appReady(page)
      await expect(area).toHaveValue('852')
    })
})

test('a form’s messages follow the switch: the registration’s, said in 简体中文, then in English and 繁體中文', async ({ page }) => {
  await gotoReady(page, '/home/register?id=1')
  await page.getByRole('button', { name: registerWords.source.submit }).click()
  await expect(page.getByText(registerWords.source.errors.companyName)).toBeVisible()
  let from: Language = 'zh-CN'
  for (const [language, name] of [
    ['en', 'English'],
    ['zh-HK', '繁體中文'],
  ] as const) {
    await page
      .getByRole('navigation', { name: wordsIn(from, uiWords).language })
      .getByRole('button', { name })
      .click()
    const errors = wordsIn(language, registerWords).errors
    await expect(page.getByText(errors.companyName)).toBeVisible()
    await expect(page.getByText(errors.contact)).toBeVisible()
    await expect(page.getByText(wordsIn(from, registerWords).errors.companyName)).toHaveCount(0)
    from = language
  }
})

test('the get-code button’s problem with the number follows the switch, the number kept', async ({ page, loginPage }) => {
  await loginPage.goto()
  await loginPage.phone.fill('1380000')
  await loginPage.getCode.click()
  const problem = (language: Language) => page.getByText(wordsIn(language, messageWords).phoneFormat)
  await expect(problem('zh-CN')).toBeVisible()
  await page.getByRole('navigation', { name: wordsIn('zh-CN', uiWords).language }).getByRole('button', { name: 'English' }).click()
  await expect(problem('en')).toBeVisible()
  await expect(problem('zh-CN')).toHaveCount(0)
  await expect(page.getByPlaceholder(wordsIn('en', smsWords).phonePlaceholder)).toHaveValue('1380000')
})

test('the switch changes the language in place: what was typed, the open panel and the countdown stay', async ({ page }) => {
  await gotoReady(page, '/home/login?t=pwd')
  const zh = smsWords.source
  const phone = page.getByPlaceholder(zh.phonePlaceholder)
  await phone.fill('13800000001')
  await page.getByTestId('get-code').click()
  await expect(page.getByTestId('get-code')).toHaveText(/秒后重新获取$/)
  const code = await readDemoCode(page)
  const switcher = page.getByRole('navigation', { name: '语言' })
  await switcher.getByRole('button', { name: 'English' }).click()
  const en = wordsIn('en', smsWords)
  await expect(page.getByPlaceholder(en.phonePlaceholder)).toHaveValue('13800000001')
  await expect(page.getByTestId('get-code')).toHaveText(/^Resend in \d+ s$/)
  await expect(page.getByTestId('get-code')).toBeDisabled()
  expect(page.url()).toMatch(/\/home\/login\?t=pwd$/)
  expect(await lang(page)).toBe('en')
  expect(await stored(page)).toBe('en')
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Kept: the next visit opens in English.
  const next = await page.context().newPage()
  await gotoReady(next, '/home/register?id=1')
  expect(await lang(next)).toBe('en')
  await next.close()
  // The form still knows the code was asked for: it signs in.
  const login = wordsIn('en', loginWords)
  await page.getByPlaceholder(en.codePlaceholder).fill(code)
  await page.getByRole('form', { name: login.phonePanel }).getByRole('button', { name: login.submit }).click()
  await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
})

test.describe('every language reads well', () => {
  for (const language of ['zh-CN', 'zh-HK', 'en'] as const)
    for (const url of ['/home/login?t=pwd', '/home/register?id=1', '/home/bindPhone'])
      test(`axe: no violations on ${url} in ${language}`, async ({ page }) => {
        await gotoReady(page, `${url}&lang=${language}`.replace(/^([^?]*)&/, '$1?'))
        expect(await lang(page)).toBe(language)
        expect(await axeViolations(page)).toEqual([])
      })

  test.describe('on a 360 px phone', () => {
    test.use({ ...WECHAT_PHONE, viewport: { width: 360, height: 800 } })
    for (const language of ['zh-CN', 'zh-HK', 'en'] as const)
      test(`the header's switch, support and register are one row in ${language}`, async ({ page }) => {
        for (const url of ['/home/login', '/home/register']) {
          await gotoReady(page, `${url}?lang=${language}`)
          const controls = page.locator('header').getByRole('link').or(page.locator('header').getByRole('button'))
          // The logo's link is on the row above; the rest share one (their middles within a few px).
          const middles = (await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect())))
            .slice(1)
            .map((box) => box.top + box.height / 2)
          expect(Math.max(...middles) - Math.min(...middles), `${url}: ${middles.join(', ')}`).toBeLessThan(8)
        }
      })
  })

  test.describe('on a 320 px phone', () => {
    test.use({ ...WECHAT_PHONE, viewport: { width: 320, height: 800 } })
    for (const language of ['zh-CN', 'zh-HK', 'en'] as const)
      test(`every placeholder is whole in its field in ${language}`, async ({ page }) => {
        const cut: string[] = []
        for (const url of ['/home/login?t=pwd', '/home/login?t=bindPhone', '/home/register?id=1', '/home/bindPhone']) {
          await gotoReady(page, `${url}${url.includes('?') ? '&' : '?'}lang=${language}`)
          cut.push(
            ...(await page.evaluate(() =>
              Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
                .filter((input) => input.offsetParent !== null)
                .flatMap((input) => {
                  const style = getComputedStyle(input)
                  const text = document.createElement('canvas').getContext('2d')!
                  text.font = style.font
                  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
                  return text.measureText(input.placeholder).width > room ? [`${location.pathname}${location.search}: ${input.placeholder}`] : []
                }),
            )),
          )
        }
        expect(cut).toEqual([])
      })
  })

  test.describe('English at 200 % text (longer words) on a phone', () => {
    test.use(WECHAT_PHONE)
    for (const width of [390, 320])
      for (const url of ['/home/login?t=pwd&lang=en', '/home/register?id=1&lang=en', '/home/bindPhone?lang=en'])
        test(`${url} at ${width} px: no row runs off the card, every label and button whole`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 })
          await gotoReady(page, url)
          await page.evaluate(enlargeText)
          const seen = await page.evaluate(readLargeTextProblems, width)
          expect(seen.problems).toEqual([])
        })
  })
})
