import * as v from 'valibot'

/** Registration payloads with exactly the field names of spec section 3 (what the four registration calls send). */
const list = v.pipe(v.array(v.string()), v.readonly())

export const CompanyRegistrationRequest = v.object({
  company_name: v.string(),
  company_contact: v.string(),
  company_mobilephone: v.string(),
  code: v.string(),
  company_wechat: v.string(),
  company_telephone: v.string(),
  company_qq: v.string(),
  company_province_id: v.string(),
  company_city_id: v.string(),
  company_district_id: v.string(),
  company_address: v.string(),
  channels: list,
  reg_purpose: list,
  company_business_licence: v.pipe(v.string(), v.description('The uploaded licence image: its URL on the storage host (Direct upload).')),
  company_facade: v.pipe(v.string(), v.description('The uploaded company photo: its URL on the storage host.')),
  agree: v.literal(1),
  area_code: v.string(),
  strNo: v.optional(v.pipe(v.string(), v.description('The bound identity (companyUserRegister only).'))),
})
export type CompanyRegistrationPayload = v.InferOutput<typeof CompanyRegistrationRequest>

export const FactoryRegistrationRequest = v.object({
  factory_name: v.string(),
  factory_province_id: v.string(),
  factory_city_id: v.string(),
  factory_district_id: v.string(),
  factory_address: v.string(),
  factory_contact: v.string(),
  factory_mobilephone: v.string(),
  code: v.string(),
  factory_telephone: v.string(),
  factory_qq: v.string(),
  business_ids: list,
  business_license: v.pipe(v.string(), v.description('The uploaded licence image: its URL on the storage host (Direct upload).')),
  factory_logo: v.pipe(v.string(), v.description('The uploaded logo: its URL on the storage host.')),
  agree: v.literal(1),
  area_code: v.string(),
  strNo: v.optional(v.pipe(v.string(), v.description('The bound identity (factoryUserRegister only).'))),
})
export type FactoryRegistrationPayload = v.InferOutput<typeof FactoryRegistrationRequest>
