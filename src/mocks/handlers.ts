import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw'
import { DEMO_CAPTCHA_TICKET_PREFIX } from '../outcomes/captcha'
import type { DemoDb } from './db'
import { loadAreaTree } from './area'
import { keepVitals } from './vitals'
import { keepReport } from './errors'
import { CONFIRM_CODE_COMPANIES, DEFAULT_LOGIN_TYPE, DEMO_COMPANIES, DEMO_FACTORIES, findScenario, type LoginScenario } from './scenarios'

/**
 * The demo back end: answers the whole contract from an in-memory DemoDb.
 * The same handlers serve unit tests (setupServer), `npm start` (the browser
 * worker) and the end-to-end server (@mswjs/http-middleware).
 */
const API_PREFIX = '/home/api/'
/** The demo's stand-in for the storage host, under the API path: whatever proxies /home/api/ to the demo back end (deploy/nginx.conf) reaches it too. */
export const OSS_PATH = '/home/api/demo-oss'
export const DEMO_SMS_PREFIX = '验证码已发送（演示环境验证码：'
/** The demo's lookup lists in each language a request may ask for (the ids are the same in all). */
const LOOKUPS = {
  channels: {
    'zh-CN': ['外贸出口', '国内批发', '电商零售', '商超渠道', '礼品定制'],
    'zh-HK': ['外貿出口', '國內批發', '電商零售', '商超渠道', '禮品訂製'],
    en: ['Export', 'Domestic wholesale', 'Online retail', 'Supermarkets', 'Custom gifts'],
  },
  purposes: {
    'zh-CN': ['采购玩具', '寻找工厂', '了解行情', '其他'],
    'zh-HK': ['採購玩具', '尋找工廠', '瞭解行情', '其他'],
    en: ['Buying toys', 'Finding a factory', 'Market insight', 'Other'],
  },
  business: {
    'zh-CN': ['塑胶玩具', '毛绒玩具', '电子玩具', '益智玩具', '模型玩具', '婴幼儿玩具'],
    'zh-HK': ['塑膠玩具', '毛絨玩具', '電子玩具', '益智玩具', '模型玩具', '嬰幼兒玩具'],
    en: ['Plastic toys', 'Plush toys', 'Electronic toys', 'Educational toys', 'Model toys', 'Baby toys'],
  },
} as const
/** The language a request asks for (Accept-Language: the page's language), zh-CN for any other. */
function askedLanguage(request: Request): 'zh-CN' | 'zh-HK' | 'en' {
  const asked = request.headers.get('Accept-Language')
  return asked === 'zh-HK' || asked === 'en' ? asked : 'zh-CN'
}

function inLanguage(request: Request, lists: Record<'zh-CN' | 'zh-HK' | 'en', readonly string[]>): readonly string[] {
  return lists[askedLanguage(request)]
}

/** The demo's SMS message in each language a request may ask for (Accept-Language): a back end may answer in the page's language. */
const DEMO_SMS_SAID: Record<string, (code: string) => string> = {
  'zh-CN': (code) => `${DEMO_SMS_PREFIX}${code}）`,
  'zh-HK': (code) => `驗證碼已發送（示範環境驗證碼：${code}）`,
  en: (code) => `Code sent (demo code: ${code})`,
}
/** The demo's browser id (a cookie), for counting its SMS sends; sends beyond the free ones in the window need a captcha. */
export const DEMO_SMS_CLIENT_COOKIE = 'demo_sms_client'
const DEMO_SMS_WINDOW_S = 600
export const DEMO_FREE_SENDS = 3

/** An answer that (re)sets the browser's id. Set when the answer is made: MSW then writes it to document.cookie in the browser demo, where a Set-Cookie header cannot be added later. */
function forClient(data: unknown, msg: string, client: string): Response {
  return HttpResponse.json(
    { code: 0, msg, data },
    { headers: { 'Set-Cookie': `${DEMO_SMS_CLIENT_COOKIE}=${client}; Path=/; SameSite=Lax` } },
  )
}

/** Codes the stand-in for WeChat's authorization page hands out: `mp:<phone of the demo account>`. */
const DEMO_MP_CODE_PREFIX = 'mp:'

type Body = Record<string, unknown>
type Kind = 'company' | 'factory'

const api = (name: string) => `*${API_PREFIX}${name}`

const ok = (data: unknown = null, msg = '') => HttpResponse.json({ code: 0, msg, data })
const fail = (msg: string, data: unknown = null) => HttpResponse.json({ code: -1, msg, data })

function str(x: unknown): string {
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : ''
}

async function readBody(request: Request): Promise<Body> {
  try {
    const json: unknown = await request.json()
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Body) : {}
  } catch {
    return {}
  }
}

function randomId(length = 12): string {
  let out = ''
  while (out.length < length) out += Math.random().toString(36).slice(2)
  return out.slice(0, length)
}

/** Tokens carry their kind and phone so the session check can answer after a reload. */
export function makeToken(kind: Kind | 'tester', phone: string): string {
  return `demo.${kind}.${phone}.${randomId(8)}`
}

function tokenKind(token: string): Kind | 'tester' | null {
  const kind = token.split('.')[1]
  return token.startsWith('demo.') && (kind === 'company' || kind === 'factory' || kind === 'tester') ? kind : null
}

const codeKey = (areaCode: string, mobile: string) => `${areaCode || '86'}:${mobile}`

function validPhone(areaCode: string, mobile: string): boolean {
  return areaCode === '852' ? /^\d{8}$/.test(mobile) : /^\d{11}$/.test(mobile)
}

/** How many of a phone's latest codes stay valid. */
const CODES_KEPT = 5

function checkCode(db: DemoDb, areaCode: string, mobile: string, code: string): boolean {
  return code !== '' && (db.codes.get(codeKey(areaCode, mobile)) ?? []).includes(code)
}

function spendCode(db: DemoDb, areaCode: string, mobile: string, code: string): void {
  const key = codeKey(areaCode, mobile)
  db.codes.set(
    key,
    (db.codes.get(key) ?? []).filter((c) => c !== code),
  )
}

const WRONG_CODE = '验证码错误或已失效，请重新获取'
const QR_EXPIRED = '二维码已过期，请重新扫码'

/** The demo's refusals in the other languages a request may ask for (Accept-Language), by their zh-CN text: a back end may answer in the page's language. */
export const REFUSALS: Record<string, Record<'zh-HK' | 'en', string>> = {
  [WRONG_CODE]: { 'zh-HK': '驗證碼錯誤或已失效，請重新獲取', en: 'That code is wrong or has expired. Get a new one.' },
  [QR_EXPIRED]: { 'zh-HK': '二維碼已過期，請重新掃描', en: 'The QR code has expired. Scan it again.' },
  '手机号格式错误，请重新确认': {
    'zh-HK': '手機號碼格式錯誤，請重新確認',
    en: "That mobile number doesn't look right. Check it and try again.",
  },
  请填写完整的注册信息: { 'zh-HK': '請填寫完整的註冊資料', en: 'Fill in every required field of the registration.' },
  请先阅读并同意隐私协议和免责声明: {
    'zh-HK': '請先閲讀並同意私隱政策和免責聲明',
    en: 'Read and accept the Privacy policy and Disclaimer first.',
  },
  '缺少绑定身份，请重新登录': { 'zh-HK': '缺少綁定身份，請重新登入', en: 'Your sign-in details are missing. Sign in again.' },
  '登录信息已过期，请重新登录': { 'zh-HK': '登入資料已過期，請重新登入', en: 'Your sign-in has expired. Sign in again.' },
  没有找到需要修改的申请: { 'zh-HK': '找不到需要修改的申請', en: 'No application to change was found.' },
  请先选择要绑定的工厂: { 'zh-HK': '請先選擇要綁定的工廠', en: 'Choose the factories to link first.' },
  所选工厂不属于该手机号: { 'zh-HK': '所選工廠不屬於該手機號碼', en: "The factories chosen don't belong to this mobile number." },
  公司不存在或已注销: { 'zh-HK': '公司不存在或已註銷', en: "This company doesn't exist or has been closed." },
}
/** A refusal's text in the language the request asks for. */
function saidIn(request: Request, msg: string): string {
  const language = askedLanguage(request)
  return language === 'zh-CN' ? msg : (REFUSALS[msg]?.[language] ?? msg)
}
const refuse = (request: Request, msg: string) => fail(saidIn(request, msg))

function underReviewType(db: DemoDb, phone: string): string | null {
  const app = db.applications.get(phone)
  if (!app || app.status !== 'under_review') return null
  return app.kind === 'company' ? 'company_under_review' : 'factory_under_review'
}

/** The login answer a phone gets (phone login, scan login, re-check). */
function loginAnswer(db: DemoDb, phone: string, origin: string, msg = '登录成功'): Response {
  const reviewType = underReviewType(db, phone)
  const scenario: LoginScenario | undefined = reviewType ? undefined : findScenario(phone)
  if (!scenario) {
    const type = reviewType ?? DEFAULT_LOGIN_TYPE
    return ok({ type, strNo: `S${phone}`, mobile: phone }, type === DEFAULT_LOGIN_TYPE ? '当前账号未注册' : msg)
  }
  if (scenario.httpStatus) {
    return HttpResponse.json({ code: scenario.httpStatus, msg: 'Internal Server Error', data: null }, { status: scenario.httpStatus })
  }
  if (scenario.code === -1) return fail(scenario.msg ?? '操作失败')
  const data: Body = { type: scenario.type, strNo: `S${phone}`, mobile: phone, ...scenario.data }
  if (scenario.type === 'company' || scenario.type === 'factory') data.Bearer = makeToken(scenario.type, phone)
  if (scenario.type === 'selected') data.number = `N${phone}`
  if (data.Special === 'SPECIAL_TRUSTED') data.Special = new URL('/demo/special', origin).href
  return ok(data, scenario.msg ?? msg)
}

function selectAnswer(phone: string, type: Kind): Response {
  if (phone === '13800000024') {
    return type === 'company'
      ? ok({ type: 'not_bound', strNo: `S${phone}` }, '该手机号尚未注册公司，请先注册')
      : ok({ type: 'No_bind_mobile', strNo: `S${phone}` }, '该工厂账号未绑定手机号，请先绑定')
  }
  return ok({ type, Bearer: makeToken(type, phone), strNo: `S${phone}`, mobile: phone }, '登录成功')
}

function companyCards(ids: readonly string[]) {
  return [...DEMO_COMPANIES, ...CONFIRM_CODE_COMPANIES]
    .filter((c) => ids.includes(c.id))
    .map(({ id, name, contact, mobilephone, province_name, city_name, district_name, address }) => ({
      id,
      name,
      contact,
      mobilephone,
      province_name,
      city_name,
      district_name,
      address,
    }))
}

const COMPANY_REQUIRED = [
  'company_name',
  'company_contact',
  'company_mobilephone',
  'code',
  'company_province_id',
  'company_city_id',
  'company_district_id',
  'company_address',
  'company_business_licence',
  'company_facade',
]
const FACTORY_REQUIRED = [
  'factory_name',
  'factory_province_id',
  'factory_city_id',
  'factory_district_id',
  'factory_address',
  'factory_contact',
  'factory_mobilephone',
  'code',
  'factory_logo',
]

function register(db: DemoDb, kind: Kind, bound: boolean): HttpResponseResolver {
  return async ({ request }) => {
    const body = await readBody(request)
    const required = kind === 'company' ? COMPANY_REQUIRED : FACTORY_REQUIRED
    const missing = required.filter((field) => str(body[field]) === '')
    const channels = body.channels
    if (missing.length > 0 || (kind === 'company' && (!Array.isArray(channels) || channels.length === 0))) {
      return refuse(request, '请填写完整的注册信息')
    }
    if (str(body.agree) !== '1' && body.agree !== true) return refuse(request, '请先阅读并同意隐私协议和免责声明')
    if (bound && str(body.strNo) === '') return refuse(request, '缺少绑定身份，请重新登录')
    const mobile = str(body[`${kind}_mobilephone`])
    const areaCode = str(body.area_code) || '86'
    if (!checkCode(db, areaCode, mobile, str(body.code))) return refuse(request, WRONG_CODE)
    if (mobile === '13800000096') return ok({ type: 0 }, '演示：提交失败，请稍后重试')
    if (mobile === '13800000097') return ok({ type: -1, why: '演示：公司名称与营业执照不一致' }, '审核未通过')
    const existing = findScenario(mobile)
    if (existing && (existing.type === 'company' || existing.type === 'factory')) {
      return ok({ type: existing.type }, `该手机号已注册${existing.type === 'company' ? '公司' : '工厂'}，请直接登录`)
    }
    if (underReviewType(db, mobile)) return ok({ type: 'under_review' }, '该手机号的申请正在审核中')
    const { code: _code, ...fields } = body
    db.applications.set(mobile, { kind, status: 'under_review', fields })
    spendCode(db, areaCode, mobile, str(body.code))
    return ok({ type: 1 }, '提交成功')
  }
}

export interface HandlerOptions {
  /** Added to every answer, so the demo feels like a network (not in tests). */
  latencyMs?: number
}

export function createHandlers(db: DemoDb, options: HandlerOptions = {}) {
  const latency = async () => {
    if (options.latencyMs) await delay(options.latencyMs)
  }
  const post = (name: string, resolver: HttpResponseResolver) =>
    http.post(api(name), async (info) => {
      await latency()
      return resolver(info)
    })

  return [
    post('sendVerificationCode', async ({ request, cookies }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      const areaCode = str(body.area_code) || '86'
      if (!validPhone(areaCode, mobile)) return refuse(request, '手机号格式错误，请重新确认')
      // Protection against SMS abuse: one browser's fourth send within 10 minutes needs a human check.
      const client = cookies[DEMO_SMS_CLIENT_COOKIE] || randomId(16)
      const recent = (db.smsSends.get(client) ?? []).filter((t) => db.now() - t < DEMO_SMS_WINDOW_S)
      if (recent.length >= DEMO_FREE_SENDS) {
        const ticket = str(body.ticket)
        if (!ticket.startsWith(DEMO_CAPTCHA_TICKET_PREFIX) || str(body.randstr) === '' || db.usedTickets.has(ticket))
          return forClient({ type: 'captcha', captcha: { provider: 'demo', appId: 'demo' } }, '请先完成安全验证', client)
        db.usedTickets.add(ticket)
      }
      db.smsSends.set(client, [...recent, db.now()])
      const code = String(Math.floor(100000 + Math.random() * 900000))
      const key = codeKey(areaCode, mobile)
      db.codes.set(key, [...(db.codes.get(key) ?? []), code].slice(-CODES_KEPT))
      const said = DEMO_SMS_SAID[request.headers.get('Accept-Language') ?? ''] ?? DEMO_SMS_SAID['zh-CN']!
      return forClient(null, said(code), client)
    }),

    post('login1', async ({ request }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      const areaCode = str(body.area_code) || '86'
      if (findScenario(mobile)?.httpStatus) return loginAnswer(db, mobile, request.url)
      if (!checkCode(db, areaCode, mobile, str(body.code))) return refuse(request, WRONG_CODE)
      return loginAnswer(db, mobile, request.url)
    }),

    http.get(api('login'), async ({ request }) => {
      await latency()
      const query = new URL(request.url).searchParams
      const code = query.get('code') ?? ''
      const type = query.get('type')
      const user = query.get('front_user_id') ?? ''
      if ((type === 'company' || type === 'factory') && user.startsWith('N')) return selectAnswer(user.slice(1), type)
      if (code.startsWith('demo:')) return loginAnswer(db, code.slice(5), request.url, '扫码登录成功')
      // From the stand-in for WeChat's authorization page (/demo/wechat/authorize): an official-account
      // code, which a back end exchanges with the official account's secret, so only with source mp.
      if (code.startsWith(DEMO_MP_CODE_PREFIX) && query.get('source') === 'mp')
        return loginAnswer(db, code.slice(DEMO_MP_CODE_PREFIX.length), request.url, '微信登录成功')
      if (code.startsWith('app:')) {
        // Login by messaging-app code (embedded login): type 1 with the Bearer token.
        const phone = code.slice(4)
        const kind = findScenario(phone)?.type
        if (kind === 'company' || kind === 'factory')
          return ok({ type: 1, Bearer: makeToken(kind, phone), number: `N${phone}` }, '登录成功')
        return ok({ type: 0 }, '该微信尚未绑定平台账号')
      }
      return HttpResponse.json({ code: 1, msg: saidIn(request, QR_EXPIRED), data: null })
    }),

    post('determineCorF', async ({ request }) => {
      const body = await readBody(request)
      return loginAnswer(db, str(body.mobile), request.url)
    }),

    post('selectLogin', async ({ request }) => {
      const body = await readBody(request)
      const number = str(body.number)
      const type = str(body.type)
      if (!number.startsWith('N') || (type !== 'company' && type !== 'factory')) return refuse(request, '登录信息已过期，请重新登录')
      return selectAnswer(number.slice(1), type)
    }),

    post('bindMobile', async ({ request }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      const areaCode = str(body.area_code) || '86'
      const kind = str(body.type)
      if (!validPhone(areaCode, mobile)) return refuse(request, '手机号格式错误，请重新确认')
      if (!checkCode(db, areaCode, mobile, str(body.code))) return refuse(request, WRONG_CODE)
      if (kind === 'company') {
        if (underReviewType(db, mobile)) return ok({ type: 'under_review' }, '该公司正在审核中')
        if (mobile === '13800000044') return ok({ type: 21 }, '绑定申请已提交，请等待公司管理员确认')
        const ids = db.companyOwners.get(mobile) ?? []
        if (ids.length === 1) return ok({ type: 'company', token: makeToken('company', mobile) }, '绑定成功')
        if (ids.length > 1) return ok({ type: 'list', list: companyCards(ids), mobile, strNo: str(body.strNo) || `S${mobile}` })
        return ok({ type: 4 }, '该手机号不是公司主账号或管理员手机号')
      }
      if (kind === 'factory') {
        const ids = db.factoryOwners.get(mobile) ?? []
        if (ids.length === 1) return ok({ type: 'factory', token: makeToken('factory', mobile) }, '绑定成功')
        if (ids.length > 1) {
          const list = DEMO_FACTORIES.filter((f) => ids.includes(f.factory_id))
          return ok({ type: 'list', list, mobile, strNo: str(body.strNo) || `S${mobile}` })
        }
      }
      const strNo = str(body.strNo)
      const alreadyMine = strNo !== '' && db.boundPhones.get(strNo) === mobile
      if (!alreadyMine && db.phonesBoundElsewhere.has(mobile)) return ok({ type: 0 }, '该手机已绑定其他账号')
      if (strNo) db.boundPhones.set(strNo, mobile)
      return ok({ type: 1 }, '手机绑定成功')
    }),

    post('editbindMobile', async ({ request }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      if (mobile === '13800000031') return ok({ type: 0 }, '该手机号今日换绑次数已达上限')
      // The phone now belongs to this identity; for any other it is still bound elsewhere.
      if (str(body.strNo)) db.boundPhones.set(str(body.strNo), mobile)
      return ok({ type: 1 }, '手机换绑成功')
    }),

    post('verifyRegistration', async ({ request }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      if (underReviewType(db, mobile)) return ok({ type: 'under_review' }, '该手机号的申请正在审核中，请耐心等待')
      const scenario = findScenario(mobile)
      if (scenario?.type === 'company' || scenario?.type === 'selected') {
        return ok({ type: 'company' }, '该手机号已注册为公司账号，请直接登录')
      }
      if (scenario?.type === 'factory') return ok({ type: 'factory' }, '该手机号已注册为工厂账号，请直接登录')
      return ok({ type: 0 }, '')
    }),

    post('companyPhoneRegister', register(db, 'company', false)),
    post('factoryPhoneRegister', register(db, 'factory', false)),
    post('companyUserRegister', register(db, 'company', true)),
    post('factoryUserRegister', register(db, 'factory', true)),

    post('getErrorExamine', async ({ request }) => {
      const body = await readBody(request)
      const app = db.applications.get(str(body.mobile))
      if (!app || app.status !== 'rejected') return refuse(request, '没有找到需要修改的申请')
      return ok({ ...app.fields, why: app.reason ?? '' })
    }),

    post('getOss', async ({ request }) => {
      const expire = db.now() + 60
      const grant = {
        accessid: 'demo-access-id',
        policy: btoa(JSON.stringify({ expiration: expire, conditions: [['starts-with', '$key', 'uploads/']] })),
        signature: randomId(24),
        dir: 'uploads/demo/',
        expire,
      }
      db.grants.set(grant.signature, grant)
      const host = new URL(OSS_PATH, request.url).href
      return ok({ ...grant, host, fname: randomId(16) })
    }),

    http.post(`*${OSS_PATH}`, async ({ request }) => {
      await latency()
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return new HttpResponse('Bad form', { status: 400 })
      }
      const grant = db.grants.get(str(form.get('signature')))
      const key = str(form.get('key'))
      const file = form.get('file')
      const valid =
        grant !== undefined &&
        grant.accessid === str(form.get('OSSAccessKeyId')) &&
        grant.policy === str(form.get('policy')) &&
        grant.expire > db.now() &&
        key.startsWith(grant.dir) &&
        str(form.get('success_action_status')) === '200' &&
        file instanceof Blob
      if (!valid) return new HttpResponse('AccessDenied', { status: 403 })
      db.files.set(key, { contentType: file.type || 'application/octet-stream', bytes: new Uint8Array(await file.arrayBuffer()) })
      return new HttpResponse(null, { status: 200 })
    }),

    http.get(`*${OSS_PATH}/*`, ({ request }) => {
      const key = decodeURIComponent(new URL(request.url).pathname.split(`${OSS_PATH}/`)[1] ?? '')
      const stored = db.files.get(key)
      if (!stored) return new HttpResponse('Not found', { status: 404 })
      return new HttpResponse(stored.bytes.slice().buffer, { headers: { 'Content-Type': stored.contentType } })
    }),

    // The lists in the language the request asks for (Accept-Language), as a back end may answer them; zh-CN otherwise.
    post('getArea', async ({ request }) => ok(await loadAreaTree(askedLanguage(request)))),
    post('getEnum', ({ request }) => ok(inLanguage(request, LOOKUPS.channels).map((text, i) => ({ id: i + 1, text })))),
    post('getRegPurpose', ({ request }) => ok(inLanguage(request, LOOKUPS.purposes).map((text, i) => ({ id: i + 1, text })))),
    post('getBusiness', ({ request }) => ok(inLanguage(request, LOOKUPS.business).map((name, i) => ({ id: i + 1, name })))),

    post('bindFactory', async ({ request }) => {
      const body = await readBody(request)
      const mobile = str(body.mobile)
      const ids = Array.isArray(body.id) ? body.id.map(str) : []
      if (ids.length === 0) return refuse(request, '请先选择要绑定的工厂')
      const owned = db.factoryOwners.get(mobile) ?? []
      if (!ids.every((id) => owned.includes(id))) return refuse(request, '所选工厂不属于该手机号')
      return ok({ type: 'factory', token: makeToken('factory', mobile) }, '绑定成功')
    }),

    post('bindStaffCompany', async ({ request }) => {
      const body = await readBody(request)
      const id = str(body.id)
      const mobile = str(body.mobile)
      const special = CONFIRM_CODE_COMPANIES.find((c) => c.id === id)
      if (special) return ok({ type: special.answerType }, special.answerMsg)
      if (!DEMO_COMPANIES.some((c) => c.id === id)) return refuse(request, '公司不存在或已注销')
      const data: Body = { type: 'company', token: makeToken('company', mobile) }
      if (id === 'C1002') data.Special = new URL('/demo/special', request.url).href
      return ok(data, '绑定成功')
    }),

    post('checkLogin', async ({ request }) => {
      const body = await readBody(request)
      const kind = tokenKind(str(body.token))
      if (kind === 'company' || kind === 'factory') return ok({ type: kind, Special: '', is_test: false })
      return ok({ type: 0, Special: '', is_test: kind === 'tester' })
    }),

    post('reportError', async ({ request }) => {
      // (`npm start`: the service worker lets it through to the dev server, which keeps it; src/mocks/devServer.ts.)
      keepReport(db.reports, await readBody(request))
      return ok(null)
    }),

    http.get(api('__demo/reports'), () => ok(db.reports)),

    http.post(api('reportVitals'), async ({ request }) => {
      // (`npm start`: the service worker never sees it, the dev server keeps it; src/mocks/devServer.ts.)
      keepVitals(db.vitals, await readBody(request))
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(api('__demo/files'), () => ok([...db.files].map(([key, f]) => ({ key, size: f.bytes.length, type: f.contentType })))),
  ]
}
