/** Registration payloads with exactly the field names of spec section 3. */
export interface CompanyRegistrationPayload {
  [field: string]: string | number | readonly (string | number)[] | undefined
  company_name: string
  company_contact: string
  company_mobilephone: string
  code: string
  company_wechat: string
  company_telephone: string
  company_qq: string
  company_province_id: string
  company_city_id: string
  company_district_id: string
  company_address: string
  channels: readonly string[]
  reg_purpose: readonly string[]
  company_business_licence: string
  company_facade: string
  agree: 1
  area_code: string
  strNo?: string
}

export interface FactoryRegistrationPayload {
  [field: string]: string | number | readonly (string | number)[] | undefined
  factory_name: string
  factory_province_id: string
  factory_city_id: string
  factory_district_id: string
  factory_address: string
  factory_contact: string
  factory_mobilephone: string
  code: string
  factory_telephone: string
  factory_qq: string
  business_ids: readonly string[]
  business_license: string
  factory_logo: string
  agree: 1
  area_code: string
  strNo?: string
}
