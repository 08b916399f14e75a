/**
 * A captcha in front of SMS codes (contract "Protection against SMS abuse"), on the production
 * build: on every page that sends codes, Tencent's challenge (its script stood in for from
 * Tencent's own host, so the page's CSP must allow it) solved and closed; on one, its script failing
 * to load or timing out, the check asked for twice, and a second tap; and the demo back end's own
 * check on the fourth send.
 */
import type { Locator, Page } from '@playwright/test'
import { axeViolations, WIDTHS } from './axe'
import { expect, test } from './fixtures'
import { hold } from './hold'
import { CaptchaServer, CODE_PAGES, expectNoNewToast, TENCENT_SCRIPT } from './pages/Captcha'
import { DEMO_SMS_PATTERN } from './pages/sms'
import { wordsIn } from './words'
import type { Language } from '../src/words/languages'
import { captchaDemoWords } from '../src/words/zh-CN/captchaDemo'
import { loginWords } from '../src/words/zh-CN/login'
import { smsWords } from '../src/words/zh-CN/sms'

const LOAD_FAILED = '安全验证加载失败，请稍后重试'
const COUNTING = /^\d+ 秒后重新获取$/

/** Tencent's script as `script` says, the server asking for its check as `asks` says; the page opened with `open`, 获取验证码 tapped. */
async function tapGetCode(
  page: Page,
  open: (page: Page) => Promise<Locator>,
  script: 'stand-in' | 'fails',
  asks: 'once' | 'always',
): Promise<{ server: CaptchaServer; getCode: Locator }> {
  const server = new CaptchaServer(page)
  await server.tencentScript(script)
  await server.asksForTencent(asks)
  const getCode = await open(page)
  await getCode.click()
  return { server, getCode }
}

async function expectUsable(getCode: Locator): Promise<void> {
  await expect(getCode).toBeEnabled()
  await expect(getCode).toHaveText('获取验证码')
}

// On every page that sends codes: its own wiring (what it sends, its button) and Tencent's script and
// frame within that page's policy.
for (const { name, open } of CODE_PAGES) {
  test.describe(`captcha on ${name}`, () => {
    test('solved: the same request again with ticket and randstr, then the code and the countdown', async ({ page }) => {
      const { server, getCode } = await tapGetCode(page, open, 'stand-in', 'once')
      // Tencent's script and its frame, both from Tencent's host: the page's policy lets them in.
      await expect(server.challenge().frameLocator('iframe').getByText('拖动滑块')).toBeVisible()
      await expect(getCode).toBeDisabled()
      await server.challenge().getByRole('button', { name: '替身：验证通过' }).click()
      await expect(page.getByText(DEMO_SMS_PATTERN).last()).toBeVisible()
      await expect(getCode).toHaveText(COUNTING)
      expect(server.bodies).toEqual([
        { mobile: '13800000001', area_code: '86' },
        { mobile: '13800000001', area_code: '86', ticket: 'tencent-ticket-190000001', randstr: '@rand' },
      ])
    })
  })
}

// What happens when the person closes the challenge, Tencent's script fails or is late, the check is
// asked for twice or the button tapped twice is decided behind the one send every page calls
// (src/api/sendCode.ts, with the captcha's rows in src/outcomes/captcha.ts): once, on the first page.
test.describe(`captcha on ${CODE_PAGES[0]!.name}: closed, failures and repeats`, () => {
  const { open } = CODE_PAGES[0]!
  test('closed by the person: nothing sent, the button enabled, nothing said', async ({ page }) => {
    const { server, getCode } = await tapGetCode(page, open, 'stand-in', 'once')
    await server.challenge().getByRole('button', { name: '替身：关闭' }).click()
    await expectUsable(getCode)
    await server.expectNothingSaid()
    expect(server.bodies).toHaveLength(1)
  })

  test('Tencent’s script fails to load: 安全验证加载失败，请稍后重试, the button enabled', async ({ page }) => {
    const { server, getCode } = await tapGetCode(page, open, 'fails', 'once')
    await expect(page.getByText(LOAD_FAILED)).toBeVisible()
    await expectUsable(getCode)
    expect(server.bodies).toHaveLength(1)
  })

  test('Tencent’s script does not come within 10 s: the same message, the button enabled', async ({ page }) => {
    const server = new CaptchaServer(page)
    await page.clock.install()
    const script = await hold(page, TENCENT_SCRIPT)
    await server.asksForTencent('once')
    const getCode = await open(page)
    await getCode.click()
    await expect.poll(() => script.seen()).toBe(1)
    await expect(getCode).toBeDisabled()
    await page.clock.fastForward(9_000)
    await expect(page.getByText(LOAD_FAILED)).toHaveCount(0)
    await page.clock.fastForward(1_100)
    await expect(page.getByText(LOAD_FAILED)).toBeVisible()
    await expectUsable(getCode)
  })

  test('asked again for the repeated request: shown again, at most twice, then the server’s msg', async ({ page }) => {
    const { server, getCode } = await tapGetCode(page, open, 'stand-in', 'always')
    for (let i = 0; i < 2; i += 1) await server.challenge().getByRole('button', { name: '替身：验证通过' }).click()
    await expect(page.getByText('请求过于频繁，请完成安全验证')).toBeVisible()
    await expect(server.challenge()).toHaveCount(0)
    await expectUsable(getCode)
    expect(server.bodies.map((b) => b.ticket)).toEqual([undefined, 'tencent-ticket-190000001', 'tencent-ticket-190000001'])
  })

  test('a second tap while the challenge is open sends nothing', async ({ page }) => {
    const { server, getCode } = await tapGetCode(page, open, 'stand-in', 'once')
    await expect(server.challenge()).toBeVisible()
    // Under the challenge's overlay: a tap that still reaches it (a script, a quick finger).
    await getCode.dispatchEvent('click')
    await server.challenge().getByRole('button', { name: '替身：验证通过' }).click()
    await expect(getCode).toHaveText(COUNTING)
    expect(server.bodies).toHaveLength(2)
  })
})

/** The messages sendVerificationCode answered, in order. */
function sendAnswers(page: Page): string[] {
  const said: string[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/home/api/sendVerificationCode')) void r.json().then((b: { msg?: string }) => said.push(b.msg ?? ''))
  })
  return said
}

/** Send codes on /login until the demo back end asks for its check (the fourth within 10 minutes), in `language`'s words. */
async function untilTheDemoAsks(page: Page, language: Language = 'zh-CN'): Promise<{ getCode: Locator; said: string[] }> {
  const said = sendAnswers(page)
  const sms = wordsIn(language, smsWords)
  await page.clock.install()
  await page.goto(`/home/login?t=pwd&lang=${language}`)
  const form = page.getByRole('form', { name: wordsIn(language, loginWords).phonePanel })
  await form.getByPlaceholder(sms.phonePlaceholder).fill('13800000001')
  const getCode = form.getByTestId('get-code')
  // The countdown in the language's words (not only another text: the button says it is sending first).
  const counting = new RegExp(`^${sms.countdown(60).replace('60', '\\d+')}$`)
  for (let sent = 1; sent <= 3; sent += 1) {
    await getCode.click()
    await expect(getCode).toHaveText(counting)
    // Past the 60-second countdown.
    await page.clock.fastForward(61_000)
    await expect(getCode).toHaveText(sms.getCode)
  }
  expect(said.every((msg) => DEMO_SMS_PATTERN.test(msg))).toBe(true)
  await getCode.click()
  return { getCode, said }
}

test('the demo back end’s check speaks the page’s language, drawn once its words are in', async ({ page }) => {
  await untilTheDemoAsks(page, 'en')
  const words = wordsIn('en', captchaDemoWords)
  const dialog = page.getByRole('dialog', { name: words.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('slider', { name: words.slider })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(words.atStart)
  await expect(dialog.getByRole('button', { name: words.confirm })).toBeDisabled()
  expect(await dialog.innerText()).not.toMatch(/\p{Script=Han}/u)
})

for (const width of WIDTHS)
  test.describe(`the demo back end’s check, ${width.name}`, () => {
    test.use(width.use)

    test('the fourth send asks; the slider confirmed with the keyboard sends the code; axe on the dialog', async ({ page }) => {
      const { getCode, said } = await untilTheDemoAsks(page)
      const dialog = page.getByRole('dialog', { name: '安全验证' })
      await expect(dialog).toBeVisible()
      await expect(getCode).toBeDisabled()
      // On screen and centred (equal margins), at 390 px as at 1280.
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThan(0)
      expect(box.x + box.width).toBeLessThan(page.viewportSize()!.width)
      const [left, right] = await dialog.evaluate((d) => [getComputedStyle(d).marginLeft, getComputedStyle(d).marginRight].map(parseFloat))
      expect(left).toBeGreaterThan(0)
      expect(Math.abs(left! - right!)).toBeLessThanOrEqual(1)
      expect(await axeViolations(page)).toEqual([])
      const slider = dialog.getByRole('slider', { name: '拖动滑块完成验证' })
      await expect(slider).toBeFocused()
      await expect(dialog.getByRole('button', { name: '确认' })).toBeDisabled()
      await page.keyboard.press('End')
      await expect(dialog.getByRole('status')).toHaveText('已完成：请点“确认”')
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect(page.getByText(DEMO_SMS_PATTERN).last()).toBeVisible()
      await expect(getCode).toHaveText(COUNTING)
      await expect.poll(() => said.length).toBe(5)
      expect(said[3]).toBe('请先完成安全验证')
      // On to the code's field, as after any code sent.
      await expect(page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入短信验证码')).toBeFocused()
    })

    test('Escape closes it: nothing sent, nothing said', async ({ page }) => {
      const { getCode, said } = await untilTheDemoAsks(page)
      await expect(page.getByRole('dialog', { name: '安全验证' })).toBeVisible()
      const before = await page.getByTestId('toast').allInnerTexts()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0)
      await expectUsable(getCode)
      await expect.poll(() => said.length).toBe(4)
      await expectNoNewToast(page, before)
    })
  })
