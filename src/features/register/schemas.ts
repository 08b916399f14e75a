import * as v from 'valibot'
import { registerWords } from '@/words/zh-CN/register'
import type { CompanyRegistrationPayload, FactoryRegistrationPayload } from '@/domain/registration'
import { AREA_CODES, areaCodeOf, cleanSmsCode, phoneProblem, readPhone, type AreaCode } from '@/outcomes/controls'
import { messageWords } from '@/words/zh-CN/messages'
import { wordsNow } from '@/words/now'

/**
 * The registration forms (spec sections 3 and 5): values, valibot schemas
 * with the spec's messages, and the mapping to the exact payload field names.
 */
type ErrorWord = keyof typeof registerWords.source.errors
/** A message valibot makes when it reports the issue, so it is in the page's language then. */
const said = (word: ErrorWord) => () => wordsNow(registerWords).errors[word]

const trimmed = v.pipe(v.string(), v.trim())
const required = (word: ErrorWord) => v.pipe(v.string(), v.trim(), v.nonEmpty(said(word)))
const area = v.pipe(
  v.array(v.string()),
  v.check((ids) => ids.length === 3 && ids.every((id) => id !== ''), said('area')),
)
const optionalIds = v.array(v.string())

/** The phone rule of a registration form: by area code for a company, always 11 digits for a factory. */
function phoneMessage(mode: 'login' | 'factory') {
  return (issue: { input: unknown }) => {
    const i = issue.input as { phone: string; areaCode: AreaCode }
    return phoneProblem(i.phone, i.areaCode, mode) ?? wordsNow(messageWords).phoneFormat
  }
}

export const CompanyFormSchema = v.pipe(
  v.object({
    company_name: required('companyName'),
    company_contact: required('contact'),
    areaCode: v.picklist(AREA_CODES),
    phone: v.string(),
    code: v.pipe(v.string(), v.transform(cleanSmsCode), v.nonEmpty(said('code'))),
    copyWechat: v.boolean(),
    company_wechat: trimmed,
    company_telephone: trimmed,
    company_qq: trimmed,
    area,
    company_address: required('address'),
    channels: v.pipe(v.array(v.string()), v.minLength(1, said('channels'))),
    reg_purpose: optionalIds,
    company_business_licence: v.pipe(v.string(), v.nonEmpty(said('licence'))),
    company_facade: v.pipe(v.string(), v.nonEmpty(said('facade'))),
    agree: v.pipe(
      v.boolean(),
      v.check((x) => x, said('agree')),
    ),
  }),
  v.forward(
    v.check((i) => phoneProblem(i.phone, i.areaCode, 'login') === null, phoneMessage('login')),
    ['phone'],
  ),
)

export const FactoryFormSchema = v.pipe(
  v.object({
    factory_name: required('factoryName'),
    area,
    factory_address: required('address'),
    factory_contact: required('factoryContact'),
    areaCode: v.picklist(AREA_CODES),
    phone: v.string(),
    code: v.pipe(v.string(), v.transform(cleanSmsCode), v.nonEmpty(said('code'))),
    factory_telephone: trimmed,
    factory_qq: trimmed,
    business_ids: optionalIds,
    business_license: v.string(),
    factory_logo: v.pipe(v.string(), v.nonEmpty(said('logo'))),
    agree: v.pipe(
      v.boolean(),
      v.check((x) => x, said('agree')),
    ),
  }),
  v.forward(
    v.check((i) => phoneProblem(i.phone, i.areaCode, 'factory') === null, phoneMessage('factory')),
    ['phone'],
  ),
)

export type CompanyFormValues = v.InferInput<typeof CompanyFormSchema>
export type FactoryFormValues = v.InferInput<typeof FactoryFormSchema>

export const EMPTY_COMPANY: CompanyFormValues = {
  company_name: '',
  company_contact: '',
  areaCode: '86',
  phone: '',
  code: '',
  copyWechat: false,
  company_wechat: '',
  company_telephone: '',
  company_qq: '',
  area: ['', '', ''],
  company_address: '',
  channels: [],
  reg_purpose: [],
  company_business_licence: '',
  company_facade: '',
  agree: false,
}

export const EMPTY_FACTORY: FactoryFormValues = {
  factory_name: '',
  area: ['', '', ''],
  factory_address: '',
  factory_contact: '',
  areaCode: '86',
  phone: '',
  code: '',
  factory_telephone: '',
  factory_qq: '',
  business_ids: [],
  business_license: '',
  factory_logo: '',
  agree: false,
}

/** The company payload of spec section 3, with exactly its field names. */
export function toCompanyPayload(values: CompanyFormValues, strNo?: string | null): CompanyRegistrationPayload {
  const { national: phone, areaCode } = readPhone(values.phone, values.areaCode, 'login')
  const [province = '', city = '', district = ''] = values.area
  const payload: CompanyRegistrationPayload = {
    company_name: values.company_name.trim(),
    company_contact: values.company_contact.trim(),
    company_mobilephone: phone,
    code: cleanSmsCode(values.code),
    company_wechat: values.copyWechat ? phone : values.company_wechat.trim(),
    company_telephone: values.company_telephone.trim(),
    company_qq: values.company_qq.trim(),
    company_province_id: province,
    company_city_id: city,
    company_district_id: district,
    company_address: values.company_address.trim(),
    channels: [...values.channels],
    reg_purpose: [...values.reg_purpose],
    company_business_licence: values.company_business_licence,
    company_facade: values.company_facade,
    agree: 1,
    area_code: areaCode,
  }
  if (strNo) payload.strNo = strNo
  return payload
}

/** The factory payload of spec section 3, with exactly its field names. */
export function toFactoryPayload(values: FactoryFormValues, strNo?: string | null): FactoryRegistrationPayload {
  const [province = '', city = '', district = ''] = values.area
  const { national: phone, areaCode } = readPhone(values.phone, values.areaCode, 'factory')
  const payload: FactoryRegistrationPayload = {
    factory_name: values.factory_name.trim(),
    factory_province_id: province,
    factory_city_id: city,
    factory_district_id: district,
    factory_address: values.factory_address.trim(),
    factory_contact: values.factory_contact.trim(),
    factory_mobilephone: phone,
    code: cleanSmsCode(values.code),
    factory_telephone: values.factory_telephone.trim(),
    factory_qq: values.factory_qq.trim(),
    business_ids: [...values.business_ids],
    business_license: values.business_license,
    factory_logo: values.factory_logo,
    agree: 1,
    area_code: areaCode,
  }
  if (strNo) payload.strNo = strNo
  return payload
}

/** Read a rejected application's text and id-list fields, whatever their shape. */
function reader(app: Record<string, unknown>) {
  return {
    s: (k: string) => (typeof app[k] === 'string' ? (app[k] as string) : ''),
    ids: (k: string) => (Array.isArray(app[k]) ? (app[k] as unknown[]).map(String) : []),
  }
}

/** A rejected application (getErrorExamine) as form values, images as their URLs. */
export function companyValuesFrom(app: Record<string, unknown>): Partial<CompanyFormValues> {
  const { s, ids } = reader(app)
  return {
    company_name: s('company_name'),
    company_contact: s('company_contact'),
    phone: s('company_mobilephone'),
    areaCode: areaCodeOf(s('area_code')),
    company_wechat: s('company_wechat'),
    company_telephone: s('company_telephone'),
    company_qq: s('company_qq'),
    area: [s('company_province_id'), s('company_city_id'), s('company_district_id')],
    company_address: s('company_address'),
    channels: ids('channels'),
    reg_purpose: ids('reg_purpose'),
    company_business_licence: s('company_business_licence'),
    company_facade: s('company_facade'),
  }
}

export function factoryValuesFrom(app: Record<string, unknown>): Partial<FactoryFormValues> {
  const { s, ids } = reader(app)
  return {
    factory_name: s('factory_name'),
    area: [s('factory_province_id'), s('factory_city_id'), s('factory_district_id')],
    factory_address: s('factory_address'),
    factory_contact: s('factory_contact'),
    phone: s('factory_mobilephone'),
    factory_telephone: s('factory_telephone'),
    factory_qq: s('factory_qq'),
    business_ids: ids('business_ids'),
    business_license: s('business_license'),
    factory_logo: s('factory_logo'),
  }
}
