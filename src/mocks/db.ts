import { DEMO_COMPANIES, DEMO_FACTORIES, CONFIRM_CODE_COMPANIES } from './scenarios'
import type { KeptVitals } from './vitals'
import type { KeptReport } from './reports'

/**
 * The demo back end's state: sent SMS codes, applications under review,
 * rejected applications to edit, bindings, uploaded files and error reports.
 * One instance per server (or per test); nothing is global.
 */
export interface Application {
  kind: 'company' | 'factory'
  status: 'under_review' | 'rejected'
  fields: Record<string, unknown>
  reason?: string
}

interface StoredFile {
  contentType: string
  bytes: Uint8Array
}

interface OssGrant {
  accessid: string
  policy: string
  signature: string
  dir: string
  expire: number
}

export interface DemoDb {
  /**
   * `${area_code}:${mobile}` → the codes sent, newest last. The last few stay
   * valid, so people (or parallel tests) sharing a demo phone do not void each
   * other's code; a code is spent when used.
   */
  codes: Map<string, string[]>
  applications: Map<string, Application>
  /** strNo → bound mobile */
  boundPhones: Map<string, string>
  /** Phones already bound to another account (bindMobile answers type 0). */
  phonesBoundElsewhere: Set<string>
  /** Phones of company main accounts / admins and the companies they hold. */
  companyOwners: Map<string, string[]>
  /** Phones of factory main accounts and the factories they hold. */
  factoryOwners: Map<string, string[]>
  files: Map<string, StoredFile>
  grants: Map<string, OssGrant>
  /** Field error reports (reportError), newest last, at most REPORTS_KEPT. */
  reports: KeptReport[]
  /** Field performance reports (reportVitals), newest last, at most VITALS_KEPT. */
  vitals: KeptVitals[]
  /** Browser id (a cookie) → when it was sent codes (seconds), for the captcha on the fourth within 10 minutes. */
  smsSends: Map<string, number[]>
  /** Captcha tickets already spent. */
  usedTickets: Set<string>
  /** Simulated clock for SMS codes and upload grants (seconds). */
  now: () => number
}

const REJECTED_COMPANY: Record<string, unknown> = {
  company_name: '汕头市澄海区示例玩具有限公司',
  company_contact: '张三',
  company_mobilephone: '13800000011',
  company_wechat: '13800000011',
  company_telephone: '0754-85000000',
  company_qq: '',
  company_province_id: '44',
  company_city_id: '4405',
  company_district_id: '440515',
  company_address: '莲下镇工业区 3 号',
  channels: ['1', '3'],
  reg_purpose: ['2'],
  company_business_licence: '',
  company_facade: '',
  area_code: '86',
}

const REJECTED_FACTORY: Record<string, unknown> = {
  factory_name: '澄海示例塑胶玩具厂',
  factory_contact: '李四',
  factory_mobilephone: '13800000014',
  factory_telephone: '',
  factory_qq: '',
  factory_province_id: '44',
  factory_city_id: '4405',
  factory_district_id: '440515',
  factory_address: '凤翔街道 18 号',
  business_ids: ['1', '2'],
  business_license: '',
  factory_logo: '',
  area_code: '86',
}

/** A company application an admin has rejected (its form as sent, the reason given), for `mobile`. */
export function rejectedCompany(mobile: string): Application {
  return { kind: 'company', status: 'rejected', fields: { ...REJECTED_COMPANY, company_mobilephone: mobile }, reason: '营业执照照片不清晰' }
}

export function createDb(now: () => number = () => Math.floor(Date.now() / 1000)): DemoDb {
  const applications = new Map<string, Application>([
    ['13800000011', { kind: 'company', status: 'rejected', fields: REJECTED_COMPANY, reason: '营业执照照片不清晰' }],
    ['13800000012', { kind: 'company', status: 'rejected', fields: REJECTED_COMPANY, reason: '营业执照照片不清晰' }],
    ['13800000013', { kind: 'factory', status: 'rejected', fields: REJECTED_FACTORY, reason: '工厂 logo 不清晰' }],
    ['13800000014', { kind: 'factory', status: 'rejected', fields: REJECTED_FACTORY, reason: '工厂 logo 不清晰' }],
    // Rejected applications to edit that no login scenario uses.
    ['13800000045', rejectedCompany('13800000045')],
    [
      '13800000046',
      {
        kind: 'factory',
        status: 'rejected',
        fields: { ...REJECTED_FACTORY, factory_mobilephone: '13800000046' },
        reason: '工厂 logo 不清晰',
      },
    ],
  ])
  return {
    codes: new Map(),
    applications,
    boundPhones: new Map(),
    phonesBoundElsewhere: new Set(['13800000030', '13800000031']),
    companyOwners: new Map([
      ['13800000040', [DEMO_COMPANIES[0]!.id]],
      ['13800000041', [...DEMO_COMPANIES.map((c) => c.id), ...CONFIRM_CODE_COMPANIES.map((c) => c.id)]],
    ]),
    factoryOwners: new Map([
      ['13800000042', DEMO_FACTORIES.map((f) => f.factory_id)],
      ['13800000043', [DEMO_FACTORIES[0]!.factory_id]],
    ]),
    files: new Map(),
    grants: new Map(),
    reports: [],
    vitals: [],
    smsSends: new Map(),
    usedTickets: new Set(),
    now,
  }
}
