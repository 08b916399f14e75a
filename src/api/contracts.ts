import * as v from 'valibot'
import { CompanyRegistrationRequest, FactoryRegistrationRequest } from '@/domain/registration'
import { DEVICE_KINDS } from '@/start/deviceControls'
import { defineCall, type CallContract } from './contract'
import { RejectedApplicationSchema } from './getErrorExamine'
import { OssSignatureSchema } from './getOss'
import { LOOKUP_SCHEMAS } from './lookups'
import { VITAL_NAMES, VITAL_RATINGS } from './reportVitals'
import { RESULT_FIELDS } from './result'
import { SendCodeFieldsSchema } from './sendVerificationCode'
import type { LookupName } from '@/start/reads'

/**
 * Every call the front end makes to its back end, with what it sends (the request schemas live
 * here: the pages import only their types, so none of this is in a page's JavaScript) and how it
 * reads the answer (the answer schemas of each call's own file). `npm run contract` writes this as
 * OpenAPI (scripts/contract/), `npm run contract:check` calls a back end's reads with it, and the
 * demo back end's answers are checked against it in the unit tests (src/test/server.ts, vitest.setup.ts).
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
        'Which WeChat app the code is from: open (the QR on a computer) or mp (the official account: 微信一键登录 inside WeChat).',
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
})

/** The contract's report of field vitals, as the back end must check it (reportVitals). */
export const VitalsReportSchema = v.object({
  route: v.pipe(v.string(), v.maxLength(200), v.description('The page viewed, without /home: /login, /register …')),
  device: v.picklist(DEVICE_KINDS),
  metrics: v.pipe(
    v.array(
      v.object({
        name: v.picklist(VITAL_NAMES),
        value: v.pipe(v.number(), v.finite(), v.minValue(0)),
        rating: v.picklist(VITAL_RATINGS),
      }),
    ),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
  ),
})

/** A lookup: POST with no body, `data` parsed with its schema; a read, safe to call on any back end. */
const lookupContract = (name: LookupName, summary: string) =>
  defineCall({
    method: 'POST',
    name,
    summary,
    request: null,
    answer: { kind: 'data', data: LOOKUP_SCHEMAS[name] },
    readOnly: { example: {} },
    notes: ['id: a string or a number (read as a string).'],
  })

export const CONTRACTS: readonly CallContract[] = [
  defineCall({
    method: 'POST',
    name: 'bindFactory',
    summary: 'Bind the chosen factories (spec section 7).',
    request: BindFactoryRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['confirmFactory'] },
  }),
  defineCall({
    method: 'POST',
    name: 'bindMobile',
    summary: 'Bind a mobile number, or bind a company/factory by phone (spec section 7).',
    request: BindMobileRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['bindPanel', 'bindCompanyPhone', 'bindFactoryPhone'] },
  }),
  defineCall({
    method: 'POST',
    name: 'bindStaffCompany',
    summary: 'Select and bind a company (spec section 7).',
    request: BindStaffCompanyRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['confirmCompany'] },
  }),
  defineCall({
    method: 'POST',
    name: 'checkLogin',
    summary: "The session check of the contract: on a page's first load; a failure never blocks a screen.",
    request: CheckLoginRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['sessionCheck'] },
    readOnly: { example: { token: '', referrer_url: '' } },
  }),
  defineCall({
    method: 'POST',
    name: 'determineCorF',
    summary: 'Re-check which account a phone holds (spec section 7).',
    request: DetermineCorFRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['login'] },
  }),
  defineCall({
    method: 'POST',
    name: 'editbindMobile',
    summary: 'Confirm rebinding a phone held by another account (spec section 7).',
    request: EditbindMobileRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['rebind'] },
  }),
  defineCall({
    method: 'POST',
    name: 'selectLogin',
    summary: 'Sign in as the chosen account type (spec section 7).',
    request: SelectLoginRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['login'] },
  }),
  defineCall({
    method: 'POST',
    name: 'verifyRegistration',
    summary: 'Warn when a phone is already registered or under review (spec section 7).',
    request: VerifyRegistrationRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: [] },
  }),
  defineCall({
    method: 'POST',
    name: 'login1',
    summary: 'Phone login (spec section 7).',
    request: Login1Request,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['login', 'embeddedCode'] },
  }),
  defineCall({
    method: 'GET',
    name: 'login',
    summary:
      'Scan login by code (the QR, or WeChat\'s return inside WeChat), or login for a chosen type on the loadings page (spec section 7; contract "Sign-in inside WeChat on a phone"). Sent as the query string.',
    request: LoginRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['login', 'embeddedCode'] },
  }),
  defineCall({
    method: 'POST',
    name: 'getErrorExamine',
    summary: 'The earlier rejected application, to edit and submit again (/company?id=edit, ?id=editFactory).',
    request: GetErrorExamineRequest,
    answer: { kind: 'data', data: RejectedApplicationSchema },
    notes: [
      'Each field may be a string, a number or null (read as text; null as empty); the id lists may hold strings or numbers, or be null (read as an empty list).',
    ],
  }),
  defineCall({
    method: 'POST',
    name: 'sendVerificationCode',
    summary:
      'Send an SMS code (spec section 7). A server that wants a human check first answers type captcha with the challenge (provider tencent or demo, appId) and sends nothing; the same request then comes again with ticket and randstr (contract "Protection against SMS abuse").',
    request: SendVerificationCodeRequest,
    answer: { kind: 'fields', fields: SendCodeFieldsSchema },
    notes: ['An answer with type captcha must carry captcha { provider, appId } (strings or numbers).'],
  }),
  defineCall({
    method: 'POST',
    name: 'reportError',
    summary:
      'An error in the page: its text (at most 2000 characters), the release it ran and the user agent (one report per distinct text per minute). Fire and forget (contract "Calls the spec does not name"); `npm run symbolicate` maps its stack back to the source with that release\'s maps.',
    request: ReportErrorRequest,
    answer: { kind: 'ignored' },
  }),
  defineCall({
    method: 'POST',
    name: 'reportVitals',
    summary:
      'The page view\'s Core Web Vitals from the field, sent once with navigator.sendBeacon as application/json when the page is hidden or left. The answer is ignored (contract "Calls the spec does not name").',
    request: VitalsReportSchema,
    answer: { kind: 'ignored' },
  }),
  defineCall({
    method: 'POST',
    name: 'companyPhoneRegister',
    summary: 'Unbound company registration (spec section 7).',
    request: CompanyRegistrationRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['registration'] },
  }),
  defineCall({
    method: 'POST',
    name: 'companyUserRegister',
    summary: 'Company registration with a bound identity, strNo (spec section 7).',
    request: CompanyRegistrationRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['registration'] },
  }),
  defineCall({
    method: 'POST',
    name: 'factoryPhoneRegister',
    summary: 'Unbound factory registration (spec section 7).',
    request: FactoryRegistrationRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['registration'] },
  }),
  defineCall({
    method: 'POST',
    name: 'factoryUserRegister',
    summary: 'Factory registration with a bound identity, strNo (spec section 7).',
    request: FactoryRegistrationRequest,
    answer: { kind: 'result', fields: RESULT_FIELDS, decidedIn: ['registration'] },
  }),
  defineCall({
    method: 'POST',
    name: 'getOss',
    summary: 'The signing config for a direct upload to the storage host (contract "Direct upload").',
    request: null,
    answer: { kind: 'data', data: OssSignatureSchema },
    notes: ['expire: seconds since 1970, a number or a string of digits.'],
  }),
  lookupContract('getArea', 'The area tree: province → city → district (children may be missing or null at the leaves).'),
  lookupContract('getEnum', 'Sales channels, for the buyer registration form.'),
  lookupContract('getRegPurpose', 'Registration purposes, for the buyer registration form.'),
  lookupContract('getBusiness', 'Main products, for the factory registration form.'),
]

/** The storage host's direct upload (src/api/upload.ts builds this form from getOss's answer). */
export const UPLOAD_FORM = v.object({
  key: v.pipe(v.string(), v.description("getOss dir + fname + the file's extension (.jpg when it has none).")),
  OSSAccessKeyId: v.pipe(v.string(), v.description('getOss accessid')),
  policy: v.string(),
  signature: v.string(),
  success_action_status: v.literal('200'),
  file: v.pipe(v.string(), v.description('The image (JPEG or PNG; a large photo downscaled to at most 2000 px first).')),
})
