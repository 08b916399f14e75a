import * as v from 'valibot'
import { LANGUAGES } from '@/words/languages'
import { loginWords } from '@/words/zh-CN/login'
import { DEVICE_KINDS } from '@/start/deviceControls'

/**
 * What each call sends (its request schema), for the back end's contract (src/api/backendContract.ts
 * lists every call with these). The call files import only their types, so none of this is in a
 * page's JavaScript.
 */
export const BindFactoryRequest = v.object({
  mobile: v.string(),
  strNo: v.optional(v.string()),
  id: v.pipe(v.array(v.string()), v.readonly()),
})
export const BindMobileRequest = v.object({
  mobile: v.string(),
  code: v.string(),
  strNo: v.optional(v.string()),
  area_code: v.string(),
  type: v.optional(v.picklist(['company', 'factory'])),
})
export const BindStaffCompanyRequest = v.object({ mobile: v.string(), strNo: v.optional(v.string()), id: v.string() })
export const CheckLoginRequest = v.object({ token: v.string(), referrer_url: v.string() })
export const DetermineCorFRequest = v.object({ mobile: v.string(), stu: v.optional(v.literal(1)) })
export const EditbindMobileRequest = v.object({ mobile: v.string(), code: v.string(), strNo: v.optional(v.string()) })
export const SelectLoginRequest = v.object({ number: v.string(), type: v.picklist(['company', 'factory']) })
export const VerifyRegistrationRequest = v.object({ mobile: v.string(), type: v.picklist(['company', 'factory']) })
export const Login1Request = v.object({
  mobile: v.string(),
  code: v.string(),
  isAuto: v.picklist([0, 1]),
  stu: v.optional(v.literal(1)),
  area_code: v.string(),
})
export const LoginRequest = v.object({
  code: v.optional(v.string()),
  front_user_id: v.optional(v.string()),
  type: v.optional(v.string()),
  state: v.optional(v.string()),
  source: v.optional(
    v.pipe(
      v.picklist(['open', 'mp']),
      v.description(
        // The contract's document (npm run contract), not the page: it names the button by the spec's words, the source catalog's.
        `Which WeChat app the code is from: open (the QR on a computer) or mp (the official account: ${loginWords.source.wechat.signIn} inside WeChat).`,
      ),
    ),
  ),
  isAuto: v.optional(v.picklist([0, 1])),
  stu: v.optional(v.literal(1)),
})
export const GetErrorExamineRequest = v.object({
  mobile: v.string(),
  type: v.picklist(['company', 'factory']),
  strNo: v.optional(v.string()),
})
export const SendVerificationCodeRequest = v.object({
  mobile: v.string(),
  area_code: v.string(),
  ticket: v.optional(
    v.pipe(v.string(), v.description("The captcha challenge's ticket, when the same request is repeated after a captcha answer.")),
  ),
  randstr: v.optional(v.pipe(v.string(), v.description("The captcha challenge's randstr, with ticket."))),
})
/** The page's language as the reports name it, so a slower or failing language shows up (docs/field-reports.md). */
const PageLanguage = v.pipe(
  v.picklist(LANGUAGES.map(({ tag }) => tag)),
  v.description("The page's language (`<html lang>`: src/words/languages.ts)."),
)

export const ReportErrorRequest = v.object({
  text: v.pipe(
    v.string(),
    v.maxLength(2000),
    v.description(
      '`[kind] <route>`, then the message and the stack as the engine gives it. A back end that reads only this keeps working.',
    ),
  ),
  release: v.pipe(
    v.string(),
    v.maxLength(64),
    v.description(
      "The build's id (dist/release.json; `dev` on a development server): its source maps are kept under that name, never served.",
    ),
  ),
  userAgent: v.pipe(v.string(), v.maxLength(512), v.description('navigator.userAgent as the browser gives it, parsed where it is read.')),
  language: v.optional(PageLanguage),
})

/** The vitals a report may name: web-vitals' own, rated as that package rates a value, then the app's own (contract "Calls the spec does not name"). */
const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const
/** READY: ms from navigation until the app has taken the page over; JS_BYTES: the first-load script bytes as transferred. Never rated. */
const APP_VITAL_NAMES = ['READY', 'JS_BYTES'] as const
export const VITAL_NAMES = [...WEB_VITAL_NAMES, ...APP_VITAL_NAMES] as const
const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
const vitalValue = v.pipe(v.number(), v.finite(), v.minValue(0))

/** The contract's report of field vitals, as the back end must check it (reportVitals). */
export const VitalsReportSchema = v.object({
  route: v.pipe(v.string(), v.maxLength(200), v.description('The page viewed, without /home: /login, /register …')),
  device: v.picklist(DEVICE_KINDS),
  language: v.optional(PageLanguage),
  metrics: v.pipe(
    v.array(
      v.variant('name', [
        v.object({ name: v.picklist(WEB_VITAL_NAMES), value: vitalValue, rating: v.picklist(VITAL_RATINGS) }),
        v.object({ name: v.picklist(APP_VITAL_NAMES), value: vitalValue }),
      ]),
    ),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
  ),
})
