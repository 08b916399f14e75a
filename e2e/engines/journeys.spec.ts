/**
 * The core journeys in WebKit (as WeChat on an iPhone, 390 px) and Firefox (a desktop, 1280 px),
 * with the Chromium suite's page objects (e2e/pages), the production build and the demo back end.
 * Every test fails on an uncaught error, a CSP refusal or an error report (e2e/engines/lane.ts).
 */
import { readFileSync } from 'node:fs'
import { MSG } from '../../src/words/zh-CN/messages'
import { RELOAD_TEXT, WAITING_TEXT } from '../../src/start/protocol'
import { APP_ENTRY } from '../hold'
import { appReady, gotoReady } from '../navigation'
import { AXE_SOURCE, AXE_TAGS, AXE_VERSION, axeOptions, runAxeInPage } from '../axe'
import { BindByPhonePage, CardListPage } from '../pages/BindPage'
import { DraftJourneys, type Poll } from '../pages/drafts'
import { CODE_PAGES } from '../pages/Captcha'
import { FailedStart } from '../pages/FailedStart'
import { BindPanel, LoginPage } from '../pages/LoginPage'
import { IMAGES, RegisterPage } from '../pages/RegisterPage'
import { DEMO_SMS_PATTERN, endSeen, getCodeLooks, getCodeWords, readDemoCode, watchGetCode, type GetCodeLook } from '../pages/sms'
import { SUPPORT_CHUNK, SupportPart } from '../pages/SupportPart'
import { wechatButton } from '../pages/WechatSignIn'
import { PHOTO, uprightPhoto } from '../photo'
import type { EngineLocator, EnginePage } from './page'
import { ENGINE_DEVICES, EVERY_BUILD, eventually, expect, test } from './lane'

const COUNTING = /^\d+ 秒后重新获取$/
/** The build's release (scripts/build/release.ts), which every error report names. */
const RELEASE = (JSON.parse(readFileSync('dist/release.json', 'utf8')) as { release: string }).release

const ready = (web: EnginePage) => web.evaluate(() => document.documentElement.hasAttribute('data-ready'))

test('SMS sign-in to the company application', EVERY_BUILD, async ({ web }) => {
  const login = new LoginPage(web)
  await login.goto()
  await login.loginWith('13800000001')
  await web.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
})

// The same journey in the other languages: the page in that language from its first paint, the demo's message in it too.
for (const language of ['en', 'zh-HK'] as const)
  test(`SMS sign-in to the company application in ${language}`, async ({ web }) => {
    const login = new LoginPage(web, language)
    await login.goto()
    expect(await web.evaluate(() => document.documentElement.lang)).toBe(language)
    // A mainland number: +86 chosen (a zh-HK page offers +852 first).
    await login.loginWith('13800000001', { areaCode: '86' })
    await web.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
  })

test('SMS sign-in to the factory application', async ({ web }) => {
  const login = new LoginPage(web)
  await login.goto()
  await login.loginWith('13800000002')
  await web.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000002\./)
})

test('a number pasted as people copy it: the field shows the number; +852 with +86 chosen switches the area, said, and signs in', async ({
  web,
  lane,
}) => {
  const paste = (field: EngineLocator, text: string) => field.paste(text)
  const login = new LoginPage(web)
  await login.goto()
  const before = lane.calls.length
  await login.pastePhone('＋８６　１３８ ００００ ０００１', paste)
  await eventually(() => login.phone.inputValue()).toBe('13800000001')
  await login.pastePhone('+852 5123 4567', paste)
  await eventually(() => login.phone.inputValue()).toBe('51234567')
  expect(await login.areaCode.inputValue()).toBe('852')
  expect(await login.phoneForm.getByRole('status').textContent()).toBe('区号已切换为 +852')
  await login.code.fill(await login.requestCode())
  await login.submit.click()
  await web.waitForURL(/\/demo\/company\/login\?token=demo\.company\.51234567\./)
  const sent = lane.calls.slice(before).filter((c) => c.path === 'sendVerificationCode' || c.path === 'login1')
  expect(sent.map((c) => c.body)).toEqual([
    { mobile: '51234567', area_code: '852' },
    expect.objectContaining({ mobile: '51234567', area_code: '852' }),
  ])
})

test('the device’s own first panel; 微信一键登录 in WeChat goes to WeChat and back signed in', async ({ web, engine }) => {
  await gotoReady(web, '/home/login')
  await eventually(() => web.evaluate(() => document.documentElement.getAttribute('data-device'))).toBe(ENGINE_DEVICES[engine].device)
  const device = ENGINE_DEVICES[engine].device
  if (device === 'desktop') {
    // A desktop browser: the QR first, the 15-day auto-login offered, no WeChat button.
    await expect.poll(() => web.getByRole('tab', { name: '扫码登录' }).getAttribute('aria-selected')).toBe('true')
    await web.getByTestId('qr-box').waitFor()
    await web.getByRole('checkbox', { name: '15 天内自动登录' }).waitFor()
    expect(await wechatButton(web).count()).toBe(0)
    return
  }
  // A phone: the phone panel first, no auto-login; in WeChat, 微信一键登录 above it.
  await expect.poll(() => web.getByRole('tab', { name: '手机号登录' }).getAttribute('aria-selected')).toBe('true')
  expect(await web.getByRole('checkbox', { name: '15 天内自动登录' }).count()).toBe(0)
  if (device === 'phone') {
    expect(await wechatButton(web).count()).toBe(0)
    return
  }
  await wechatButton(web).click()
  await web.waitForURL(
    /\/demo\/wechat\/authorize\?appid=demo&redirect_uri=[^&]+&response_type=code&scope=snsapi_base&state=[0-9a-f]{32}#wechat_redirect$/,
  )
  await web.getByRole('button', { name: '同意' }).click()
  await web.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000001\./)
})

test('the bind-phone panel: bound, said so, and on to the account', async ({ web }) => {
  await gotoReady(web, '/home/login?t=bindPhone')
  await new BindPanel(web).bind('13800000002')
  await web.getByText(MSG.bindOk).waitFor()
  await web.waitForURL(/\/demo\/factory\/login\?token=demo\.factory\.13800000002\./)
})

test('/bindPhone: a list of companies, one picked, on to the company application', async ({ web }) => {
  const bind = new BindByPhonePage(web, 'company')
  await bind.goto()
  await bind.bind('13800000041')
  await web.waitForURL(/\/home\/bindCompany$/)
  await new CardListPage(web).pickAndConfirm('汕头市澄海区乐童玩具有限公司')
  await web.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000041\./)
})

test(
  'a registration with two uploads, one a 12-megapixel camera photo taken upright, downscaled before it leaves, submitted to review',
  EVERY_BUILD,
  async ({ web, lane }) => {
    test.setTimeout(180_000)
    const before = lane.calls.length
    // Stored 4000×3000 with an EXIF turn (as phones store a photo taken upright): each engine's way of decoding at a size turns it.
    const photo = await uprightPhoto(web)
    const reg = new RegisterPage(web)
    const phone = '13800000062'
    const form = await reg.startCompany({ company: '汕头市跨引擎玩具有限公司', contact: '王经理', phone })
    await form.getByRole('checkbox', { name: '微信号与手机号相同' }).check()
    await reg.pickArea(form, '澄海', /广东省 \/ 汕头市 \/ 澄海区/)
    await expect.poll(() => form.getByRole('combobox', { name: '区县' }).inputValue()).toBe('440515')
    await reg.fill(form, '详细地址', '玩具城 1 号')
    await form.getByRole('checkbox', { name: '外贸出口' }).check()
    await reg.upload(form, '营业执照', IMAGES.png)
    await eventually(() => form.getByRole('img', { name: '营业执照预览' }).getAttribute('src')).toMatch(/\/home\/api\/demo-oss\/uploads\//)
    await reg.upload(form, '公司照片', photo)
    const preview = form.getByRole('img', { name: '公司照片预览' })
    await expect.poll(() => preview.getAttribute('src'), { timeout: 120_000 }).toMatch(/\/home\/api\/demo-oss\/uploads\//)
    // What was uploaded: a JPEG, 2000 px on its longer side, the photo's shape as shown (upright), about 1 MB.
    const src = (await preview.getAttribute('src'))!
    const stored = lane.server.db.files.get(new URL(src).pathname.replace('/home/api/demo-oss/', ''))
    expect(stored?.contentType).toBe('image/jpeg')
    expect(stored!.bytes.length).toBeLessThanOrEqual(1.1 * 1024 * 1024)
    const size = await web.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob())
      return { width: bitmap.width, height: bitmap.height }
    }, src)
    expect(Math.max(size.width, size.height)).toBe(2000)
    expect(size.width / size.height).toBeCloseTo(PHOTO.height / PHOTO.width, 2)
    // Prepared by our own worker (this engine has OffscreenCanvas and createImageBitmap in workers), from this origin.
    expect(
      await web.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).pathname)
          .filter((p) => p.includes('.worker-')),
      ),
    ).toEqual([expect.stringMatching(/^\/home\/assets\/downscale\.worker-[\w-]+\.js$/)])
    await form.getByRole('checkbox', { name: '阅读并同意' }).check()
    await form.getByRole('button', { name: '提交注册' }).click()
    await web.waitForURL(/\/home\/successful$/)
    expect(
      lane.calls
        .slice(before)
        .filter((c) => c.path === 'companyPhoneRegister')
        .map((c) => c.body),
    ).toEqual([
      expect.objectContaining({
        company_name: '汕头市跨引擎玩具有限公司',
        company_mobilephone: phone,
        company_district_id: '440515',
        agree: 1,
      }),
    ])
    // Signed in again, the application is under review.
    const login = new LoginPage(web)
    await login.goto()
    await login.loginWith(phone)
    await web.waitForURL(/\/home\/review$/)
  },
)

test('the embedded login hands its token to the page that embeds it', async ({ web }) => {
  await web.goto('/demo/embed?code=app:13800000001')
  await eventually(() => web.locator('#received').textContent()).toMatch(/^demo\.company\.13800000001\./)
  expect(await web.evaluate(() => localStorage.getItem('TOKEN'))).toBe(await web.locator('#received').textContent())
})

test('typed and tapped before the app is ready: the code leaves at once with what was typed, its answer is shown as it comes, and the app takes the countdown over as it is', async ({
  web,
  lane,
}) => {
  const before = lane.calls.length
  const sends = () => lane.calls.slice(before).filter((c) => c.path === 'sendVerificationCode')
  const app = lane.hold(APP_ENTRY)
  await web.goto('/home/login?t=pwd', { waitUntil: 'commit' })
  const login = new LoginPage(web)
  await login.phone.fill('13800000001')
  await eventually(() => app.seen()).toBeGreaterThan(0)
  await web.evaluate(watchGetCode)
  expect(await ready(web)).toBe(false)
  await login.getCode.click()
  await eventually(() => sends().map((c) => c.body)).toEqual([{ mobile: '13800000001', area_code: '86' }])
  // The app held: the countdown, ticking, and the message said.
  await eventually(() => login.getCode.textContent()).toMatch(COUNTING)
  await readDemoCode(web)
  const shown = await login.getCode.textContent()
  await eventually(() => login.getCode.textContent()).not.toBe(shown)
  expect(await ready(web)).toBe(false)
  app.release()
  await appReady(web)
  // The app's countdown ticks on.
  const adopted = await login.getCode.textContent()
  await eventually(() => login.getCode.textContent()).not.toBe(adopted)
  expect(await login.phone.inputValue()).toBe('13800000001')
  expect(sends()).toHaveLength(1)
  const { looks, answers, toaster } = await web.evaluate(getCodeLooks)
  expect(answers).toHaveLength(1)
  // Busy while on its way; the countdown within a second of the answer, before the app, and from then on the
  // countdown only, on the same button, the app ready by the end; the message said once, not again by the app.
  expect(looks.some((look) => look.busy && getCodeWords(look.text) === 'idle')).toBe(true)
  const counting = (look: GetCodeLook) => getCodeWords(look.text) === 'counting' && look.disabled && !look.busy
  const seen = endSeen(looks, answers[0]!, counting, counting, DEMO_SMS_PATTERN)
  expect(seen.afterAnswerMs).toBeLessThan(1000)
  expect(seen).toMatchObject({ readyWhenSeen: false, wentBack: [], buttons: [1], readyAtLast: true, said: 1 })
  expect(toaster).toBe(false)
})

test('code that keeps failing: 重试 in the dialog’s place with the typed phone kept, then the dialog once it arrives', async ({
  web,
  lane,
}) => {
  // By its path, on the server: the file of 联系客服's dialog, dropped as a broken connection.
  const broken = lane.hold(new RegExp(`^${SUPPORT_CHUNK.source}$`))
  broken.fail()
  const login = new LoginPage(web)
  await login.goto()
  await login.phone.fill('13800001234')
  const support = new SupportPart(web)
  await support.opener.click()
  await eventually(() => support.failure.textContent()).toMatch(/^联系客服加载失败，请检查网络/)
  expect(await login.phone.inputValue()).toBe('13800001234')
  expect(await web.getByRole('heading', { name: '页面出错了' }).count()).toBe(0)
  // The network is back, its answer held (the later hold first) until the retry is under way.
  const back = lane.hold(new RegExp(`^${SUPPORT_CHUNK.source}$`))
  await support.retry.click()
  await eventually(() => support.failure.textContent()).toMatch(/^正在重新加载联系客服…/)
  await eventually(() => back.seen()).toBeGreaterThan(0)
  broken.release()
  back.release()
  await support.dialog.getByRole('img', { name: '客服微信二维码' }).waitFor()
  expect(await support.failure.count()).toBe(0)
  await support.dialog.getByRole('button', { name: '知道了' }).click()
  await support.dialog.waitFor({ state: 'hidden' })
  expect(await login.phone.inputValue()).toBe('13800001234')
})

test('a submit tapped before the app is ready waits, busy, and the app performs it once ready with what was typed', async ({
  web,
  lane,
}) => {
  const app = lane.hold(APP_ENTRY)
  await web.goto('/home/login?t=pwd', { waitUntil: 'commit' })
  const login = new LoginPage(web)
  await login.phone.fill('13800000001')
  await login.code.fill('123456')
  await eventually(() => app.seen()).toBeGreaterThan(0)
  await login.submit.click()
  await eventually(() => login.submit.getAttribute('aria-busy')).toBe('true')
  await web.getByText(WAITING_TEXT).waitFor()
  expect(await ready(web)).toBe(false)
  app.release()
  await appReady(web)
  // The app took the tap (src/start/handover.ts): submitted with what was typed, refused only because no code was asked for.
  await web.getByText(MSG.codeRequestFirst).waitFor()
  expect(await login.phone.getAttribute('aria-invalid')).not.toBe('true')
  expect(await login.code.inputValue()).toBe('123456')
  expect(new URL(await web.url()).search).toBe('?t=pwd')
})

/** The app's entry answered so that the app cannot start (e2e/failed-start.spec.ts runs the same in Chromium). */
const FAILED_ENTRIES = [
  {
    name: 'a file that throws as it runs',
    reply: { status: 200, type: 'text/javascript', body: "throw new Error('the entry failed as it ran 4b1e')" },
    report: '[error] /home/login?t=pwd',
    watched: ['uncaught'],
  },
  { name: 'a 404', reply: { status: 404, type: 'text/html', body: '<h1>404</h1>' }, report: '[start] /home/login?t=pwd', watched: [] },
] as const

for (const failure of FAILED_ENTRIES)
  test(`the app's entry answered by ${failure.name}: reported once a page, and the tap that waited is told to reload, what was typed kept`, async ({
    web,
    lane,
  }) => {
    const errorsBefore = lane.errors.length
    const reportsBefore = lane.server.db.reports.length
    const app = lane.hold(APP_ENTRY)
    await web.goto('/home/login?t=pwd', { waitUntil: 'commit' })
    const login = new LoginPage(web)
    const failed = new FailedStart(web)
    await login.phone.fill('13800000001')
    await eventually(() => app.seen()).toBeGreaterThan(0)
    await login.submit.click()
    await eventually(() => login.submit.getAttribute('aria-busy')).toBe('true')
    await web.getByText(WAITING_TEXT).waitFor()
    expect(await failed.message.count()).toBe(0)

    app.release(failure.reply)
    // The tap stops waiting, and the page says what to do.
    await failed.reload.waitFor()
    expect(await login.submit.getAttribute('aria-busy')).toBeNull()
    expect(await login.phone.inputValue()).toBe('13800000001')
    expect(await ready(web)).toBe(false)
    // A tap now is told at once: not busy, the way on (重新加载) focused.
    await login.getCode.click()
    expect(await login.getCode.getAttribute('aria-busy')).toBeNull()
    await eventually(() => web.evaluate(() => document.activeElement?.textContent)).toBe(RELOAD_TEXT)
    const reports = () => lane.server.db.reports.slice(reportsBefore)
    await eventually(() => reports().map((r) => r.text.split('\n')[0])).toEqual([failure.report])
    // It names the build that ran and the engine as it says it is (contract "Error report").
    const userAgent = await web.evaluate(() => navigator.userAgent)
    expect([reports()[0]!.release, reports()[0]!.userAgent]).toEqual([RELEASE, userAgent])

    // 重新加载 loads the page again (its entry still failing, it says so again, and reports again: once a page).
    await web.evaluate(() => void Object.assign(window, { laneBeforeReload: true }))
    await failed.reload.click()
    // (An engine may refuse a script while the page is being replaced: asked again.)
    await eventually(() => web.evaluate(() => 'laneBeforeReload' in window).catch(() => true)).toBe(false)
    await failed.reload.waitFor()
    await eventually(() => reports().map((r) => r.text.split('\n')[0])).toEqual([failure.report, failure.report])
    await eventually(() => lane.errors.slice(errorsBefore).map((e) => (JSON.parse(e) as { kind: string }).kind)).toEqual([
      ...failure.watched,
      ...failure.watched,
    ])
    // Seen: these are the test's own.
    lane.errors.splice(errorsBefore)
    lane.server.db.reports.splice(reportsBefore)
  })

/** What a person types is never lost (the Chromium suite runs the same journeys: e2e/drafts.spec.ts). */
const drafts = (web: EnginePage) => new DraftJourneys(web, poll, (key) => web.evaluate((k) => sessionStorage.getItem(k), key))
const poll: Poll = (what, read, expected) =>
  eventually(read)
    .toBe(expected)
    .catch((e: Error) => Promise.reject(new Error(`${what}: ${e.message}`)))
test('nothing typed is lost: a reload right after a keystroke', async ({ web }) => {
  await drafts(web).reloadRightAfterTyping()
})
test('nothing typed is lost: a link right after typing, then the back button', async ({ web }) => {
  await drafts(web).backButton()
})
test('nothing typed is lost: another panel or tab and back', async ({ web }) => {
  await drafts(web).panelsAndTabs()
})

test('the countdown survives a reload', async ({ web }) => {
  const login = new LoginPage(web)
  await login.goto()
  await login.phone.fill('13800000019')
  await login.requestCode()
  await eventually(() => login.getCode.textContent()).toMatch(COUNTING)
  await web.reload()
  await appReady(web)
  await eventually(() => login.getCode.textContent()).toMatch(/^(5\d|60) 秒后重新获取$/)
  expect(await login.getCode.evaluate<boolean>('return el.disabled')).toBe(true)
})

test('the demo’s captcha on the fourth code: closed, nothing is sent; solved with the keyboard, the code comes', async ({ web, lane }) => {
  const sends = () => lane.calls.filter((c) => c.path === 'sendVerificationCode')
  const before = sends().length
  // Four codes from this browser within 10 minutes, from four pages (each its own countdown): the fourth asks.
  const [first, second, third, fourth] = CODE_PAGES.filter((p) =>
    ['/login phone panel', '/login bind-phone panel', '/bindPhone', '/bindFacPhone'].includes(p.name),
  )
  for (const codePage of [first!, second!, third!]) {
    const getCode = await codePage.open(web)
    await getCode.click()
    await eventually(() => getCode.textContent()).toMatch(COUNTING)
  }
  expect(sends()).toHaveLength(before + 3)
  const getCode = await fourth!.open(web, '13800000042')
  await getCode.click()
  const dialog = web.getByRole('dialog', { name: '安全验证' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await dialog.waitFor({ state: 'detached' })
  expect(await web.getByText('请先完成安全验证').count()).toBe(0)
  expect(sends()).toHaveLength(before + 4)
  await getCode.click()
  await dialog.waitFor()
  await dialog.getByRole('slider', { name: '拖动滑块完成验证' }).press('End')
  await eventually(() => dialog.getByRole('status').textContent()).toBe('已完成：请点“确认”')
  await dialog.getByRole('button', { name: '确认' }).click()
  await dialog.waitFor({ state: 'detached' })
  await eventually(() => getCode.textContent()).toMatch(COUNTING)
  await readDemoCode(web)
  expect(sends().at(-1)?.body).toMatchObject({
    mobile: '13800000042',
    area_code: '86',
    ticket: expect.any(String),
    randstr: expect.any(String),
  })
})

test('field vitals are sent as the page goes (pagehide)', async ({ web, lane, engine }) => {
  const before = lane.server.db.vitals.length
  await gotoReady(web, '/home/bindPhone')
  await eventually(() => web.evaluate(() => document.documentElement.hasAttribute('data-vitals'))).toBe(true)
  // Sizes known: the engine gives encodedBodySize and no script was revalidated (a 304 gives 0 in Chromium).
  const sizes = await web.evaluate(
    () =>
      'encodedBodySize' in PerformanceResourceTiming.prototype &&
      !performance
        .getEntriesByType('resource')
        .some((e) => /\/home\/assets\/[^/]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).encodedBodySize === 0),
  )
  await web.getByPlaceholder('请输入手机号').fill('138')
  await web.goto('/demo/company/login')
  await eventually(() => lane.server.db.vitals.length).toBe(before + 1)
  const report = lane.server.db.vitals.at(-1)!
  expect(report).toMatchObject({ route: '/bindPhone', device: ENGINE_DEVICES[engine].device })
  // READY always; JS_BYTES where every size is known, else none rather than a wrong figure.
  const value = (name: string) => report.metrics.find((m) => m.name === name)?.value
  expect(value('READY')).toBeGreaterThan(0)
  expect(value('READY')).toBeLessThan(60_000)
  if (sizes) expect(value('JS_BYTES')).toBeGreaterThan(50_000)
  else expect(value('JS_BYTES')).toBeUndefined()
})

for (const [name, path] of [
  ['the login page', '/home/login?t=pwd'],
  ['the registration page', '/home/register'],
] as const)
  test(`axe-core: no violations on ${name}`, async ({ web }) => {
    await gotoReady(web, path)
    if (!(await web.evaluate(() => 'axe' in window))) await web.driver.run<void>(`${AXE_SOURCE}\n;return null`, [])
    const { version, violations } = await web.evaluate(runAxeInPage, axeOptions(AXE_TAGS))
    expect(version).toBe(AXE_VERSION)
    expect(violations).toEqual([])
  })

test(
  'the lane sees in this engine what fails a test: an uncaught error, an unhandled rejection and a CSP refusal',
  EVERY_BUILD,
  async ({ web, lane }) => {
    const before = lane.errors.length
    const reportsBefore = lane.server.db.reports.length
    await gotoReady(web, '/home/login?t=pwd')
    await web.evaluate(() => {
      // A script of the page's origin (the lane serves it) that throws and leaves a rejection unhandled:
      // an engine mutes what a driver's own evaluation throws (Chromium 86: "Script error.").
      const failing = document.createElement('script')
      failing.src = '/__lane/fail.js'
      document.body.append(failing)
      // An inline script the page's policy does not list.
      const script = document.createElement('script')
      script.textContent = 'window.__laneCspCheck = 1'
      document.body.append(script)
    })
    await eventually(() =>
      lane.errors
        .slice(before)
        .map((e) => (JSON.parse(e) as { kind: string }).kind)
        .sort(),
    ).toEqual(['CSP', 'uncaught', 'unhandled rejection'])
    expect(await web.evaluate(() => 'laneCspCheck' in window)).toBe(false)
    // The app reported the two errors too (reportError), which also fails a test.
    await eventually(() =>
      lane.server.db.reports
        .slice(reportsBefore)
        .map((r) => r.text.split(' ')[0])
        .sort(),
    ).toEqual(['[error]', '[unhandledrejection]'])
    // Each names the build that ran and the engine as it says it is (contract "Error report").
    const userAgent = await web.evaluate(() => navigator.userAgent)
    for (const report of lane.server.db.reports.slice(reportsBefore))
      expect([report.release, report.userAgent]).toEqual([RELEASE, userAgent])
    // Seen: these are the test's own, not the page's.
    lane.errors.splice(before)
    lane.server.db.reports.splice(reportsBefore)
  },
)
