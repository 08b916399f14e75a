/**
 * Usable at first paint (src/start/early.ts, src/start/shells.ts, src/features/forms/adopt.ts):
 * with the app's JavaScript held back, as on a slow phone, a person types, picks and ticks in the
 * prerendered shell, taps a button (busy, the status line says so), and once the app is ready the
 * tap is performed with exactly what was typed. A phone sees its own panel before any app code
 * has run, and nothing moves when the app takes over.
 */
import type { Locator, Page, Request } from '@playwright/test'
import { appReady, atOrigin, expect, test } from './fixtures'
import { layoutShift, trackLayoutShift } from './layoutShift'
import { APP_CHUNKS, APP_ENTRY, chunk, hold, type Hold } from './hold'
import { APP_ENTRY_CHUNK, BEFORE_APP_CHUNK, COMMON_CHUNK } from '../scripts/build/chunks'
import { WECHAT_PHONE } from './devices'
import { DEMO_SMS_PATTERN, endSeen, getCodeLooks, getCodeWords, watchGetCode, type GetCodeLook } from './pages/sms'
import { CaptchaServer, expectNoNewToast } from './pages/Captcha'
import { LoginPage } from './pages/LoginPage'
import { SENDING_TEXT } from '../src/start/protocol'

/** Open `url` with every chunk of the app held (the early script and config.js still load). */
async function openHeld(page: Page, url: string): Promise<Hold> {
  const app = await hold(page, APP_CHUNKS)
  // (Not waiting for DOMContentLoaded: it waits for the app's module script.)
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('#root [data-variant] h1').first().waitFor()
  return app
}

/** The body of the next SMS-code request. */
const codeRequest = (page: Page) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/home/api/sendVerificationCode') && r.method() === 'POST')

const PENDING = '页面正在准备，请稍候…'

const appIsReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'))

const COUNTING = /^\d+ 秒后重新获取$/

/** What the page says before the app (the status line, src/start/early.ts). */
const statusLine = (page: Page) => page.locator('#early-input-status')

/** The answers to sendVerificationCode held until the test lets them through. */
const holdCodeAnswers = (page: Page) => hold(page, '**/home/api/sendVerificationCode')

/**
 * Taps `button` (获取验证码) while the app is held: the code leaves at once, not when the app is
 * ready (src/beforeApp.ts), with `expected` as its body, and the button is busy; its answer is
 * shown as it comes (the message, the countdown), the app still held; then the app is let through
 * and keeps the countdown, and the status line goes once the message has had its time.
 */
async function requestCodeBeforeApp(page: Page, app: Hold, button: Locator, expected: { mobile: string; area_code: string }) {
  const answer = await holdCodeAnswers(page)
  const sent = codeRequest(page)
  await button.click()
  expect((await sent).postDataJSON()).toEqual(expected)
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await answer.release()
  await expect(statusLine(page)).toHaveText(DEMO_SMS_PATTERN)
  await expect(button).toHaveText(COUNTING)
  await expect(button).toBeDisabled()
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  await expect(button).toHaveText(COUNTING)
  await expect(button).toBeDisabled()
  await expect(statusLine(page)).toBeHidden({ timeout: 10_000 })
}

test('/home/login?t=pwd: typed, picked and ticked before the app runs; the code leaves at once, the rest is sent as typed once it is ready', async ({
  page,
}) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const form = page.getByRole('form', { name: '手机号登录' })
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
  await expect.poll(() => app.seen()).toBeGreaterThan(0)
  await form.getByRole('combobox', { name: '区号' }).selectOption('852')
  await form.getByPlaceholder('请输入手机号').pressSequentially('51234567')
  await page.getByRole('checkbox', { name: '15 天内自动登录' }).check()
  await requestCodeBeforeApp(page, app, form.getByTestId('get-code'), { mobile: '51234567', area_code: '852' })
  await expect(form.getByPlaceholder('请输入手机号')).toHaveValue('51234567')
  await expect(form.getByRole('combobox', { name: '区号' })).toHaveValue('852')
  // The ticked box is the form's too: it is checked and remembered (isAuto).
  await expect(page.getByRole('checkbox', { name: '15 天内自动登录' })).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('isAuto'))).toBe('1')
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
})

test('the header’s greeting is in the first paint, and stays as it was when the app takes over', async ({ page }) => {
  const app = await openHeld(page, '/home/login')
  const greeting = page.getByTestId('greeting')
  await expect(greeting).toHaveText(/^(早上好|中午好|下午好|晚上好|凌晨好)，\d{4}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/)
  const line = await greeting.textContent()
  const node = await greeting.evaluateHandle((el) => el.firstChild)
  await app.release()
  await appReady(page)
  await expect(greeting).toHaveText(line!)
  // The same text node: nothing was repainted (not even to blank and back).
  expect(await greeting.evaluate((el, first) => el.firstChild === first, node)).toBe(true)
})

test('/home/bindPhone: the phone typed before the app runs is the one the code is sent to, before the app is ready', async ({ page }) => {
  const app = await openHeld(page, '/home/bindPhone')
  const phone = page.getByPlaceholder('请输入手机号')
  await phone.pressSequentially('13800000040')
  await requestCodeBeforeApp(page, app, page.getByTestId('get-code'), { mobile: '13800000040', area_code: '86' })
  await expect(phone).toHaveValue('13800000040')
})

test('a 5xx to a code sent before the app is ready lands on /error once the app is', async ({ page }) => {
  await page.route('**/home/api/sendVerificationCode', (r) => r.fulfill({ status: 502, body: 'upstream failed' }))
  const app = await openHeld(page, '/home/bindPhone')
  await page.getByPlaceholder('请输入手机号').pressSequentially('13800000040')
  const sent = codeRequest(page)
  await page.getByTestId('get-code').click()
  await sent
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await page.waitForURL(/\/home\/error$/)
})

test('/home/register?id=1: the first fields typed before the app runs are the form’s, and the code goes to that phone', async ({
  page,
}) => {
  const app = await openHeld(page, '/home/register?id=1')
  const form = page.getByRole('form', { name: '采购商注册' })
  await form.getByRole('textbox', { name: '公司名称', exact: true }).pressSequentially('早到玩具有限公司')
  await form.getByRole('textbox', { name: '联系人', exact: true }).pressSequentially('陈早')
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000077')
  await requestCodeBeforeApp(page, app, form.getByTestId('get-code'), { mobile: '13800000077', area_code: '86' })
  // Nothing lost, and validation sees it: submitting marks what is missing, not what was typed early.
  await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('早到玩具有限公司')
  await expect(form.getByRole('textbox', { name: '联系人', exact: true })).toHaveValue('陈早')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: '联系人', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
})

test('获取验证码 tapped twice before the app is ready sends one code, which the app adopts', async ({ page }) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const form = page.getByRole('form', { name: '手机号登录' })
  const bodies: unknown[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/home/api/sendVerificationCode')) bodies.push(r.postDataJSON())
  })
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000001')
  const button = form.getByTestId('get-code')
  // The answer held: the third tap comes while the send is on its way.
  const answer = await holdCodeAnswers(page)
  const sent = codeRequest(page)
  await button.dblclick()
  await sent
  await button.click()
  await answer.release()
  await expect(button).toHaveText(COUNTING)
  await expect(page.getByText(DEMO_SMS_PATTERN)).toHaveCount(1)
  await app.release()
  await appReady(page)
  await expect(button).toHaveText(COUNTING)
  // Said once: by the page as the answer came, not again by the app.
  await expectNoNewToast(page)
  expect(bodies).toEqual([{ mobile: '13800000001', area_code: '86' }])
})

test('a code sent before the app: its answer is shown as it comes (the countdown ticking, the message said) with the app held, and the app takes that over as it is', async ({
  page,
}) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const login = new LoginPage(page)
  await login.phone.pressSequentially('13800000001')
  const answer = await holdCodeAnswers(page)
  await page.evaluate(watchGetCode)
  await login.getCode.click()
  await expect.poll(() => answer.seen()).toBe(1)
  await expect(login.getCode).toHaveAttribute('aria-busy', 'true')
  await expect(statusLine(page)).toHaveText(SENDING_TEXT)
  await answer.release()
  // The app held: the countdown, disabled and ticking, and the message where the app's would be said.
  await expect(login.getCode).toHaveText(COUNTING)
  await expect(login.getCode).toBeDisabled()
  await expect(statusLine(page)).toHaveText(DEMO_SMS_PATTERN)
  const shown = await login.getCode.textContent()
  await expect(login.getCode).not.toHaveText(shown!)
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  // The app's countdown ticks on, and the message is not said again.
  const adopted = await login.getCode.textContent()
  await expect(login.getCode).not.toHaveText(adopted!)
  await expectNoNewToast(page)
  await expect(statusLine(page)).toBeHidden({ timeout: 10_000 })

  const { looks, answers, toaster } = await page.evaluate(getCodeLooks)
  expect(answers).toHaveLength(1)
  // The app said nothing: its toaster, which comes with its first message, never came.
  expect(toaster).toBe(false)
  const counting = (look: GetCodeLook) => getCodeWords(look.text) === 'counting' && look.disabled && !look.busy
  const seen = endSeen(looks, answers[0]!, counting, counting, DEMO_SMS_PATTERN)
  // Within a second of the answer, before the app; from then on the countdown only, disabled, never busy, on
  // the same button (the app hydrated it: no second render) until the app was ready and after; the message said once.
  expect(seen.afterAnswerMs).toBeLessThan(1000)
  expect(seen).toMatchObject({ readyWhenSeen: false, wentBack: [], buttons: [1], readyAtLast: true, said: 1 })
})

test('a send refused before the app: its message is said at once and 获取验证码 is usable again, the app held; the app says nothing more', async ({
  page,
}) => {
  const refused = '演示：今日发送次数已达上限，请明天再试'
  await page.route('**/home/api/sendVerificationCode', (r) => r.fulfill({ json: { code: -1, msg: refused, data: null } }))
  const app = await openHeld(page, '/home/login?t=pwd')
  const login = new LoginPage(page)
  await login.phone.pressSequentially('13800000001')
  await page.evaluate(watchGetCode)
  await login.getCode.click()
  await expect(statusLine(page)).toHaveText(refused)
  await expect(login.getCode).toHaveText('获取验证码')
  await expect(login.getCode).toBeEnabled()
  await expect(login.getCode).not.toHaveAttribute('aria-busy')
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  await expectNoNewToast(page)
  await expect(login.getCode).toHaveText('获取验证码')
  await expect(login.getCode).toBeEnabled()

  const { looks, answers, toaster } = await page.evaluate(getCodeLooks)
  expect(answers).toHaveLength(1)
  // The app said nothing: its toaster, which comes with its first message, never came.
  expect(toaster).toBe(false)
  // Said within a second of the answer, before the app; from then on 获取验证码, usable, on the same button; said once.
  const usable = (look: GetCodeLook) => getCodeWords(look.text) === 'idle' && !look.disabled && !look.busy
  const seen = endSeen(looks, answers[0]!, (look) => look.line === refused, usable, new RegExp(`^${refused}$`))
  expect(seen.afterAnswerMs).toBeLessThan(1000)
  expect(seen).toMatchObject({ readyWhenSeen: false, wentBack: [], buttons: [1], readyAtLast: true, said: 1 })
})

test('a phone that breaks the rules sends nothing before the app, and the app says exactly why once ready', async ({ page }) => {
  const app = await openHeld(page, '/home/bindPhone')
  let asked = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/home/api/sendVerificationCode')) asked += 1
  })
  await page.getByPlaceholder('请输入手机号').pressSequentially('1380000')
  await page.getByRole('button', { name: '获取验证码' }).click()
  // Left for the app: the tap waits, as any other.
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible()
  await app.release()
  await appReady(page)
  await expect(page.getByText('手机号格式错误，请重新确认')).toBeVisible()
  await expect(page.getByPlaceholder('请输入手机号')).toBeFocused()
  expect(asked).toBe(0)
})

test('a captcha asked for before the app is ready: the challenge shows, the code goes with its ticket, the app adopts the countdown', async ({
  page,
}) => {
  const server = new CaptchaServer(page)
  await server.tencentScript('stand-in')
  await server.asksForTencent('once')
  // The app held (its entry and the login card); the send and the challenge's code are not the app.
  const app = await hold(page, /\/home\/assets\/(index|shell|card)-[\w-]+\.js$/)
  await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: '手机号登录' })
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000001')
  const button = form.getByTestId('get-code')
  await button.click()
  await server.challenge().getByRole('button', { name: '替身：验证通过' }).click()
  await expect.poll(() => server.bodies.length).toBe(2)
  expect(server.bodies[1]).toEqual({ mobile: '13800000001', area_code: '86', ticket: 'tencent-ticket-190000001', randstr: '@rand' })
  // Shown as it comes, the app still held: the countdown and the message.
  await expect(button).toHaveText(COUNTING)
  await expect(statusLine(page)).toHaveText(DEMO_SMS_PATTERN)
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  await expect(button).toHaveText(COUNTING)
  await expectNoNewToast(page)
  // The countdown outlives a reload, shown by the app from the deadline the early send stored.
  await page.reload()
  await appReady(page)
  await expect(form.getByTestId('get-code')).toHaveText(/^\d+ 秒后重新获取$/)
  await expect(form.getByTestId('get-code')).toBeDisabled()
})

test('while the person types, the app’s start-up waits: neither its entry nor any phase of it runs within a typing burst, and it starts once they pause', async ({
  page,
}) => {
  // The app's chunks the page has asked for, and those that have arrived whole.
  const asked = new Set<string>()
  const arrived = new Set<string>()
  page.on('request', (r) => void (APP_CHUNKS.test(r.url()) && asked.add(r.url())))
  page.on('requestfinished', (r) => void (APP_CHUNKS.test(r.url()) && arrived.add(r.url())))
  const app = await openHeld(page, '/home/register?id=1')
  await page.evaluate(() => {
    const w = window as unknown as { __inputs: number[] }
    w.__inputs = []
    // The event's own time, before any listener: the early script's pause timer starts in its listener, a
    // little later (on a busy machine the page's thread can be paused between two listeners).
    document.addEventListener('input', (e) => w.__inputs.push(e.timeStamp), true)
  })
  const name = page.getByRole('form', { name: '采购商注册' }).getByRole('textbox', { name: '公司名称', exact: true })
  await name.click()
  // Typing before the app's code arrives, on until all of it asked for so far is in (the entry could run), then a while longer.
  await name.press('a')
  await expect.poll(() => [...asked].some((url) => APP_ENTRY.test(url))).toBe(true)
  await app.release()
  const held = [...asked]
  for (let i = 0; held.some((url) => !arrived.has(url)); i += 1) {
    if (i > 600) throw new Error('the app’s code never arrived')
    await name.press('a')
  }
  for (let i = 0; i < 10; i += 1) await name.press('b')
  await appReady(page)
  const { inputs, phases } = await page.evaluate(() => ({
    inputs: (window as unknown as { __inputs: number[] }).__inputs,
    // The app's start (once the entry's modules have run), and the Chakra system's build (by the early script, once its chunk is in), among them.
    phases: ['home:start', 'home:createSystem:start', 'home:system', 'home:render'].map(
      (n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN,
    ),
  }))
  for (const at of phases) {
    expect(at).not.toBeNaN()
    // The last key before each phase came at least the pause (400 ms) before it.
    const before = inputs.filter((t) => t <= at)
    expect(at - before[before.length - 1]!).toBeGreaterThanOrEqual(399)
  }
  await expect(name).toHaveValue(/^a+b{10}$/)
})

test('the Chakra system is built while the app’s entry is still on its way, and the app takes that build', async ({ page }) => {
  const entry = await hold(page, APP_ENTRY)
  await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
  const builds = () => page.evaluate(() => performance.getEntriesByName('home:createSystem').length)
  await expect.poll(builds).toBe(1)
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-start'))).toBe(false)
  await entry.release()
  await appReady(page)
  expect(await builds()).toBe(1)
})

test('what the first render asks for next (the session check’s request, a deep link’s panel) is asked for as the app’s entry arrives, before it runs', async ({
  page,
}) => {
  const asked = new Set<string>()
  page.on('request', (r) => {
    const name = /\/assets\/(PhonePanel|checkLogin)-[\w-]+\.js$/.exec(r.url())?.[1]
    if (name) asked.add(name)
  })
  // A chunk the entry imports held: the entry arrives but cannot run.
  const common = await hold(page, chunk(COMMON_CHUNK))
  await page.goto('/home/login?t=pwd', { waitUntil: 'commit' })
  await expect.poll(() => [...asked].sort()).toEqual(['PhonePanel', 'checkLogin'])
  expect(await page.evaluate(() => performance.getEntriesByName('home:start').length)).toBe(0)
  await common.release()
  await appReady(page)
  await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
  const timing = await page.evaluate((entry) => {
    const fetched = (name: string) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(e.name)) as PerformanceResourceTiming[]
    return {
      entryArrived: Math.max(...fetched(entry).map((e) => e.responseEnd)),
      next: ['PhonePanel', 'checkLogin'].map((name) => fetched(name).map((e) => e.startTime)),
    }
  }, APP_ENTRY_CHUNK)
  // Once each (the app's own imports took them), and not before the entry had arrived: the line was the entry's.
  expect(timing.entryArrived).toBeGreaterThan(0)
  for (const starts of timing.next) {
    expect(starts).toHaveLength(1)
    expect(starts[0]).toBeGreaterThanOrEqual(timing.entryArrived)
  }
})

test('jump_url=Review goes to /review before the first paint: its own shell with the app held back, and the referrer the person came with is kept', async ({
  page,
}) => {
  const app = await hold(page, APP_CHUNKS)
  await page.goto('/home/login?jump_url=Review', { waitUntil: 'commit', referer: 'http://localhost:9/portal' })
  await page.waitForURL(/\/home\/review$/, { waitUntil: 'commit' })
  await expect(page.locator('#root [data-variant] h1')).toBeVisible()
  await expect(page.getByRole('form', { name: '手机号登录' })).toHaveCount(0)
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
  // The guard on /review saved where the person came from (a trusted host), not the login page.
  expect(await page.evaluate(() => localStorage.getItem('referrer_url'))).toBe('http://localhost:9/portal')
})

test('/home/company?id=edit: the earlier application and the form’s lists are requested before the app’s code has run, and the app adopts them', async ({
  page,
}) => {
  // A rejected company of the demo back end, signed in as its mobile.
  await atOrigin(page)
  await page.evaluate(() => localStorage.setItem('phone', '13800000045'))
  const reads: Record<string, string[]> = {}
  page.on('request', (r) => {
    const name = /\/home\/api\/(getErrorExamine|getArea|getEnum|getRegPurpose|getBusiness)$/.exec(r.url())?.[1]
    if (name) (reads[name] ??= []).push(r.postData() ?? '')
  })
  const examined = page.waitForRequest((r) => r.url().endsWith('/home/api/getErrorExamine'))
  const app = await openHeld(page, '/home/company?id=edit')
  const request = await examined
  // The app's code is held: none of it has run.
  await expect.poll(() => app.seen()).toBeGreaterThan(0)
  expect(await appIsReady(page)).toBe(false)
  expect(await page.evaluate(() => document.documentElement.dataset['start'])).toBeUndefined()
  expect(request.postDataJSON()).toEqual({ mobile: '13800000045', type: 'company' })
  await expect.poll(() => Object.keys(reads).sort()).toEqual(['getArea', 'getEnum', 'getErrorExamine', 'getRegPurpose'])
  await app.release()
  await appReady(page)
  const form = page.getByRole('form', { name: '采购商注册' })
  await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('汕头市澄海区示例玩具有限公司')
  await expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('440515')
  await expect(form.getByRole('checkbox', { name: '外贸出口' })).toBeVisible()
  // Each read once: the app took the answers of the reads before it.
  expect(Object.fromEntries(Object.entries(reads).map(([name, bodies]) => [name, bodies.length]))).toEqual({
    getArea: 1,
    getEnum: 1,
    getErrorExamine: 1,
    getRegPurpose: 1,
  })
})

test('/home/register?id=1: the form’s lists are not requested before the app (they would share the network with its code), then read once', async ({
  page,
}) => {
  const reads: string[] = []
  page.on('request', (r) => {
    if (/\/home\/api\/get(Area|Enum|RegPurpose|Business|ErrorExamine)$/.test(r.url())) reads.push(r.url().replace(/.*\/api\//, ''))
  })
  // The reads before the app are made by the entry before the app (src/beforeApp.ts): held back until it has arrived.
  const beforeAppArrived = page.waitForResponse((r) => chunk(BEFORE_APP_CHUNK).test(r.url()))
  const app = await openHeld(page, '/home/register?id=1')
  await expect.poll(() => app.seen()).toBeGreaterThan(0)
  await beforeAppArrived
  await page.waitForLoadState('load')
  expect(await appIsReady(page)).toBe(false)
  await app.release()
  await appReady(page)
  await expect(page.getByRole('form', { name: '采购商注册' }).getByRole('checkbox', { name: '外贸出口' })).toBeVisible()
  expect([...reads].sort()).toEqual(['getArea', 'getEnum', 'getRegPurpose'])
  // Each asked for once the app's entry ran (its first mark), none while its code was held.
  const early = await page.evaluate(() => {
    const start = performance.getEntriesByName('home:start')[0]?.startTime ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\/home\/api\/get(Area|Enum|RegPurpose)$/.test(e.name) && e.startTime < start)
      .map((e) => e.name)
  })
  expect(early).toEqual([])
})

test('jump_url with clear stays for the app: the login page wipes storage first, then goes on', async ({ page }) => {
  await atOrigin(page)
  await page.evaluate(() => localStorage.setItem('TOKEN', 'stale'))
  await page.goto('/home/login?jump_url=Review&clear=1')
  await page.waitForURL(/\/home\/review$/)
  await appReady(page)
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull()
})

test('a submit by Enter before the app runs stays on the page and is performed once it is ready', async ({ page }) => {
  const app = await openHeld(page, '/home/login?t=pwd')
  const form = page.getByRole('form', { name: '手机号登录' })
  await form.getByPlaceholder('请输入手机号').pressSequentially('13800000001')
  await form.getByPlaceholder('请输入短信验证码').pressSequentially('123456')
  await form.getByPlaceholder('请输入短信验证码').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible()
  // The form was not sent to the address bar.
  expect(new URL(page.url()).search).toBe('?t=pwd')
  await app.release()
  await appReady(page)
  // Submitted with what was typed: the phone passes, and the code is refused only because none was asked for here.
  await expect(form.getByText('请先获取验证码')).toBeVisible()
  await expect(form.getByPlaceholder('请输入手机号')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByPlaceholder('请输入短信验证码')).toHaveValue('123456')
  expect(new URL(page.url()).search).toBe('?t=pwd')
})

test.describe('a phone in WeChat (Android, 390 px)', () => {
  test.use(WECHAT_PHONE)

  const LOGIN_ENTRIES = [
    '/home/login',
    '/home/',
    '/home/login?t=pwd',
    '/home/login?t=scan',
    '/home/login?t=bindPhone',
    '/home/LoginIfarme',
    '/home/LoginIfarme?t=scan',
  ]

  test('sees the phone field before any app code has run', async ({ page }) => {
    const app = await openHeld(page, '/home/login')
    await expect(page.getByRole('form', { name: '手机号登录' }).getByPlaceholder('请输入手机号')).toBeEditable()
    await expect(page.getByTestId('qr-box')).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: '15 天内自动登录' })).toHaveCount(0)
    await expect.poll(() => app.seen()).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
    // One shell left: the phone's.
    await expect(page.locator('#root > [data-variant]')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('data-variant', 'pwd.wechat')
    await app.release()
    await appReady(page)
  })

  for (const url of LOGIN_ENTRIES) {
    test(`${url}: nothing moves from the first paint to the app having taken over (CLS 0)`, async ({ page }) => {
      await trackLayoutShift(page)
      await page.goto(url)
      await appReady(page)
      await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrate')
      // Whatever comes after the app (the QR stand-in, the footer's config) has come.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await layoutShift(page)).toBe(0)
    })
  }
})
