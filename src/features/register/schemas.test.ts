// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CompanyFormSchema,
  EMPTY_COMPANY,
  EMPTY_FACTORY,
  FactoryFormSchema,
  companyValuesFrom,
  toCompanyPayload,
  toFactoryPayload,
  type CompanyFormValues,
  type FactoryFormValues,
} from './schemas'
import { provideWords, setLanguageNow } from '@/words/now'
import enMessages from '@/words/en/messages'
import enRegister from '@/words/en/register'
import { registerWords } from '@/words/zh-CN/register'

const REG_MSG = registerWords.source.errors

const company: CompanyFormValues = {
  ...EMPTY_COMPANY,
  company_name: ' 乐童玩具 ',
  company_contact: '陈',
  phone: '138 0000 0061',
  code: '12 34 56',
  company_wechat: 'wx-id',
  area: ['44', '4405', '440515'],
  company_address: '玩具城 1 号',
  channels: ['1'],
  company_business_licence: 'https://oss/l.png',
  company_facade: 'https://oss/f.png',
  agree: true,
}

const factory: FactoryFormValues = {
  ...EMPTY_FACTORY,
  factory_name: '宏达厂',
  area: ['44', '4401', '440113'],
  factory_address: '工业路',
  factory_contact: '李',
  phone: '13800000062',
  code: '654321',
  factory_logo: 'https://oss/logo.png',
  agree: true,
}

function messages(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const r = v.safeParse(schema, value)
  if (r.success) return {}
  return Object.fromEntries(r.issues.map((i) => [v.getDotPath(i) ?? '', i.message]))
}

describe('registration schemas (spec section 5)', () => {
  afterEach(() => setLanguageNow('zh-CN'))

  it('says its messages in the page’s language at the time of the check, not of the schema’s making', () => {
    provideWords('en', 'register', enRegister)
    provideWords('en', 'messages', enMessages)
    setLanguageNow('en')
    expect(messages(CompanyFormSchema, { ...company, company_name: ' ', phone: '1380000' })).toEqual({
      company_name: enRegister.errors.companyName,
      phone: enMessages.phoneFormat,
    })
    setLanguageNow('zh-CN')
    expect(messages(CompanyFormSchema, { ...company, company_name: ' ' })).toEqual({ company_name: REG_MSG.companyName })
  })

  it('accepts complete forms', () => {
    expect(messages(CompanyFormSchema, company)).toEqual({})
    expect(messages(FactoryFormSchema, factory)).toEqual({})
  })

  it('names every required company field with its message', () => {
    expect(messages(CompanyFormSchema, EMPTY_COMPANY)).toEqual({
      company_name: REG_MSG.companyName,
      company_contact: REG_MSG.contact,
      phone: '手机号码不能为空',
      code: '请输入短信验证码',
      area: '请选择所在地区',
      company_address: REG_MSG.address,
      channels: '请选择销售渠道',
      company_business_licence: '请先上传营业执照',
      company_facade: '请先上传公司照片',
      agree: REG_MSG.agree,
    })
  })

  it('names every required factory field; landline, QQ, products and licence are optional', () => {
    expect(messages(FactoryFormSchema, EMPTY_FACTORY)).toEqual({
      factory_name: REG_MSG.factoryName,
      area: '请选择所在地区',
      factory_address: REG_MSG.address,
      factory_contact: REG_MSG.factoryContact,
      phone: '手机号码不能为空',
      code: '请输入短信验证码',
      factory_logo: '请先上传工厂logo',
      agree: REG_MSG.agree,
    })
  })

  it('checks the company phone by area code', () => {
    expect(messages(CompanyFormSchema, { ...company, phone: '' }).phone).toBe('手机号码不能为空')
    expect(messages(CompanyFormSchema, { ...company, phone: '51234567' }).phone).toBe('手机号格式错误，请重新确认')
    expect(messages(CompanyFormSchema, { ...company, phone: '51234567', areaCode: '852' })).toEqual({})
  })

  it('reads a pasted number with its prefix: the other area’s for a company, only the mainland’s for a factory', () => {
    expect(messages(CompanyFormSchema, { ...company, phone: '+852 5123 4567' })).toEqual({})
    expect(messages(CompanyFormSchema, { ...company, phone: '0086 138 0000 0061', areaCode: '852' })).toEqual({})
    expect(toCompanyPayload({ ...company, phone: '+852 5123 4567', copyWechat: true })).toMatchObject({
      company_mobilephone: '51234567',
      company_wechat: '51234567',
      area_code: '852',
    })
    expect(messages(FactoryFormSchema, { ...factory, phone: '+86 138 0000 0062' })).toEqual({})
    expect(toFactoryPayload({ ...factory, phone: '+86 138 0000 0062' })).toMatchObject({
      factory_mobilephone: '13800000062',
      area_code: '86',
    })
    expect(messages(FactoryFormSchema, { ...factory, phone: '+852 5123 4567' }).phone).toBe('手机号格式错误，请重新确认')
  })

  it('always wants 11 digits for a factory phone', () => {
    expect(messages(FactoryFormSchema, { ...factory, phone: '51234567', areaCode: '852' }).phone).toBe('手机号格式错误，请重新确认')
  })

  it('wants a whole area (province, city and district)', () => {
    expect(messages(CompanyFormSchema, { ...company, area: ['44', '4405', ''] }).area).toBe('请选择所在地区')
  })
})

describe('payload mapping (spec section 3 field names)', () => {
  it('maps the company form to exactly the spec names', () => {
    expect(toCompanyPayload(company)).toEqual({
      company_name: '乐童玩具',
      company_contact: '陈',
      company_mobilephone: '13800000061',
      code: '123456',
      company_wechat: 'wx-id',
      company_telephone: '',
      company_qq: '',
      company_province_id: '44',
      company_city_id: '4405',
      company_district_id: '440515',
      company_address: '玩具城 1 号',
      channels: ['1'],
      reg_purpose: [],
      company_business_licence: 'https://oss/l.png',
      company_facade: 'https://oss/f.png',
      agree: 1,
      area_code: '86',
    })
  })

  it('copies the phone into the wechat field when asked', () => {
    expect(toCompanyPayload({ ...company, copyWechat: true }).company_wechat).toBe('13800000061')
  })

  it('sends strNo only when binding', () => {
    expect('strNo' in toCompanyPayload(company)).toBe(false)
    expect(toCompanyPayload(company, 'S1').strNo).toBe('S1')
    expect(toFactoryPayload(factory, 'S2').strNo).toBe('S2')
  })

  it('maps the factory form to exactly the spec names', () => {
    expect(Object.keys(toFactoryPayload(factory)).sort()).toEqual(
      [
        'factory_name',
        'factory_province_id',
        'factory_city_id',
        'factory_district_id',
        'factory_address',
        'factory_contact',
        'factory_mobilephone',
        'code',
        'factory_telephone',
        'factory_qq',
        'business_ids',
        'business_license',
        'factory_logo',
        'agree',
        'area_code',
      ].sort(),
    )
  })

  it('prefills from a rejected application, area as its three ids', () => {
    expect(
      companyValuesFrom({
        company_name: 'X',
        company_province_id: '44',
        company_city_id: '4405',
        company_district_id: '440515',
        channels: [1, '3'],
      }),
    ).toMatchObject({
      company_name: 'X',
      area: ['44', '4405', '440515'],
      channels: ['1', '3'],
    })
  })
})
