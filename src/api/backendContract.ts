import * as v from 'valibot'
import { CompanyRegistrationRequest, FactoryRegistrationRequest } from '@/domain/registration'
import type { LookupName } from '@/start/pageReads'
import { defineCall, type CallContract } from './callContract'
import { RejectedApplicationSchema } from './getErrorExamine'
import { OssSignatureSchema } from './getOss'
import { LOOKUP_SCHEMAS } from './lookups'
import {
  BindFactoryRequest,
  BindMobileRequest,
  BindStaffCompanyRequest,
  CheckLoginRequest,
  DetermineCorFRequest,
  EditbindMobileRequest,
  GetErrorExamineRequest,
  Login1Request,
  LoginRequest,
  ReportErrorRequest,
  SelectLoginRequest,
  SendVerificationCodeRequest,
  VerifyRegistrationRequest,
  VitalsReportSchema,
} from './requests'
import { RESULT_FIELDS } from './result'
import { SendCodeFieldsSchema } from './sendVerificationCode'

/**
 * The back end's contract: every call the front end makes, with what it sends (src/api/requests.ts)
 * and how it reads the answer (the answer schemas of each call's own file), each as
 * src/api/callContract.ts says a call is described. `npm run contract` writes this as OpenAPI
 * (scripts/contract/), `npm run contract:check` calls a back end's reads with it, and the demo back
 * end's answers are checked against it in the unit tests (src/test/server.ts, vitest.setup.ts).
 */
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
      'The page view\'s Core Web Vitals from the field (rated as the web-vitals package rates them), with READY (ms from navigation until the app has taken the page over) and JS_BYTES (the first-load script bytes as transferred), both unrated; sent once with navigator.sendBeacon as application/json when the page is hidden or left. The answer is ignored; a back end ignores a metric name it does not know (contract "Calls the spec does not name").',
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
