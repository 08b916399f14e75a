/**
 * Demo phones: one for every result type of spec section 4. The demo-phone table of
 * docs/demo-backend.md is checked against this list by a test (demoPhones.test.ts).
 */
export interface CompanySeed {
  id: string
  name: string
  contact: string
  mobilephone: string
  province_name: string
  city_name: string
  district_name: string
  address: string
}

export interface FactorySeed {
  factory_id: string
  factory_name: string
  contact: string
  mobilephone: string
}

export const DEMO_COMPANIES: CompanySeed[] = [
  {
    id: 'C1001',
    name: '汕头市澄海区乐童玩具有限公司',
    contact: '陈经理',
    mobilephone: '13800000015',
    province_name: '广东省',
    city_name: '汕头市',
    district_name: '澄海区',
    address: '玩具城路 88 号',
  },
  {
    id: 'C1002',
    name: '广州星河玩具贸易有限公司',
    contact: '李小姐',
    mobilephone: '13800000015',
    province_name: '广东省',
    city_name: '广州市',
    district_name: '番禺区',
    address: '市桥街 12 号',
  },
  {
    id: 'C1003',
    name: '义乌市童趣进出口有限公司',
    contact: '王先生',
    mobilephone: '13800000015',
    province_name: '浙江省',
    city_name: '金华市',
    district_name: '义乌市',
    address: '国际商贸城 5 区',
  },
]

/** Companies whose confirm answers one of the info codes of spec section 4/8. */
export const CONFIRM_CODE_COMPANIES: Array<CompanySeed & { answerType: string; answerMsg: string }> = [
  {
    id: 'C2004',
    name: '演示：类型 4 的公司',
    contact: '赵',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 1 号',
    answerType: '4',
    answerMsg: '该公司暂不支持绑定',
  },
  {
    id: 'C2011',
    name: '演示：类型 11 的公司',
    contact: '钱',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 2 号',
    answerType: '11',
    answerMsg: '您已是该公司的员工',
  },
  {
    id: 'C2012',
    name: '演示：类型 12 的公司',
    contact: '孙',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 3 号',
    answerType: '12',
    answerMsg: '该公司员工数量已达上限',
  },
  {
    id: 'C2013',
    name: '演示：类型 13 的公司',
    contact: '李',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 4 号',
    answerType: '13',
    answerMsg: '该公司已被冻结',
  },
  {
    id: 'C2021',
    name: '演示：类型 21 的公司',
    contact: '周',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 5 号',
    answerType: '21',
    answerMsg: '绑定申请已提交，请等待公司管理员确认',
  },
  {
    id: 'C2099',
    name: '演示：审核中的公司',
    contact: '吴',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 6 号',
    answerType: 'under_review',
    answerMsg: '该公司正在审核中',
  },
  {
    id: 'C2100',
    name: '演示：类型 -1 的公司',
    contact: '郑',
    mobilephone: '13800000041',
    province_name: '广东省',
    city_name: '深圳市',
    district_name: '南山区',
    address: '科技园 7 号',
    answerType: '-1',
    answerMsg: '绑定失败，请联系客服',
  },
]

export const DEMO_FACTORIES: FactorySeed[] = [
  { factory_id: 'F3001', factory_name: '澄海宏达塑胶玩具厂', contact: '黄厂长', mobilephone: '13800000042' },
  { factory_id: 'F3002', factory_name: '东莞毛绒玩具制品厂', contact: '林主管', mobilephone: '13800000042' },
]

export interface LoginScenario {
  phone: string
  areaCode: '86' | '852'
  /** What docs/demo-backend.md says the phone shows. */
  shows: string
  /** `type` of the login answer (null: see `answer`). */
  type: string | null
  /** Extra fields of the login answer's data. */
  data?: Record<string, unknown>
  /** Envelope code and msg (default 0 / 登录成功). */
  code?: number
  msg?: string
  /** Answer with this HTTP status instead. */
  httpStatus?: number
}

const REASON = '营业执照照片不清晰，请重新上传清晰的营业执照'

export const LOGIN_SCENARIOS: LoginScenario[] = [
  { phone: '13800000001', areaCode: '86', type: 'company', shows: '公司账号：跳转到公司端（带 token）' },
  { phone: '13800000002', areaCode: '86', type: 'factory', shows: '工厂账号：跳转到工厂端（带 token）' },
  { phone: '13800000003', areaCode: '86', type: 'selected', shows: '同时有公司和工厂身份：选择账号类型' },
  { phone: '13800000004', areaCode: '86', type: 'not_bound', shows: '未注册：复查后弹出“当前账号未注册”' },
  { phone: '13800000005', areaCode: '86', type: 'company_under_review', shows: '公司审核中：/review' },
  { phone: '13800000006', areaCode: '86', type: 'under_review_company', shows: '公司审核中（另一写法）：/review' },
  { phone: '13800000007', areaCode: '86', type: 'factory_under_review', shows: '工厂审核中：/factory_review' },
  { phone: '13800000008', areaCode: '86', type: 'under_review_factory', shows: '工厂审核中（另一写法）：/factory_review' },
  { phone: '13800000009', areaCode: '86', type: 'company_ban', shows: '公司账号被禁用：/numberForbidden' },
  { phone: '13800000010', areaCode: '86', type: 'mobile_isban', shows: '工厂账号被禁用：/factory_numberForbidden' },
  {
    phone: '13800000011',
    areaCode: '86',
    type: 'review_failed_company',
    data: { why: REASON },
    shows: '公司审核未通过（可修改资料）：/reviewErrFail',
  },
  { phone: '13800000012', areaCode: '86', type: 'company_review_failed', data: { why: REASON }, shows: '公司审核未通过：/reviewErr' },
  {
    phone: '13800000013',
    areaCode: '86',
    type: 'factory_review_failed',
    data: { why: REASON },
    shows: '工厂审核未通过：/factory_reviewErr',
  },
  {
    phone: '13800000014',
    areaCode: '86',
    type: 'review_failed_factory',
    data: { why: REASON },
    shows: '工厂审核未通过（可修改资料）：/reviewFacErrFail',
  },
  {
    phone: '13800000015',
    areaCode: '86',
    type: 'company_staff',
    data: { list: DEMO_COMPANIES },
    shows: '员工属于多家公司：/bindcompany_staff',
  },
  { phone: '13800000016', areaCode: '86', type: 'No_bind_mobile', shows: '未绑定手机号：提示并显示绑定手机面板' },
  {
    phone: '13800000017',
    areaCode: '86',
    type: 'change_bound_company',
    data: { list: DEMO_COMPANIES },
    shows: '公司换绑：/bindcompany_staff',
  },
  {
    phone: '13800000018',
    areaCode: '86',
    type: 'change_bound_factory',
    msg: '该工厂已换绑，请选择跳转地址',
    shows: '工厂换绑：警告并打开跳转地址对话框',
  },
  { phone: '13800000019', areaCode: '86', type: 'not_mobile', msg: '该手机号不可用于登录', shows: '警告并显示消息' },
  {
    phone: '13800000020',
    areaCode: '86',
    type: 'mystery_type',
    data: { code: -1, msg: '演示：未知类型，data.code 为 -1' },
    shows: '未知类型且 data.code 为 -1：显示 data.msg',
  },
  {
    phone: '13800000021',
    areaCode: '86',
    type: 'company',
    data: { Special: 'SPECIAL_TRUSTED' },
    shows: '公司账号，Special 为可信地址：跳转到 Special',
  },
  {
    phone: '13800000022',
    areaCode: '86',
    type: 'company',
    data: { Special: 'https://evil.example/steal' },
    shows: '公司账号，Special 不可信：忽略 Special',
  },
  {
    phone: '13800000023',
    areaCode: '86',
    type: 'selected',
    data: { is_ban: 'company' },
    shows: '选择账号类型，公司身份被禁用：选公司进入 /numberForbidden',
  },
  { phone: '13800000024', areaCode: '86', type: 'selected', shows: '选择账号类型：选公司得 not_bound，选工厂得 No_bind_mobile' },
  { phone: '13800000099', areaCode: '86', type: null, code: -1, msg: '账号异常，请联系客服', shows: '业务错误 code -1：显示消息' },
  { phone: '13800000500', areaCode: '86', type: null, httpStatus: 500, shows: '服务器错误 500：/error' },
  { phone: '51234567', areaCode: '852', type: 'company', shows: '香港（+852）8 位手机号的公司账号' },
]

/** Any other valid phone answers not_bound (a new user). */
export const DEFAULT_LOGIN_TYPE = 'not_bound'

export function findScenario(phone: string): LoginScenario | undefined {
  return LOGIN_SCENARIOS.find((s) => s.phone === phone)
}
