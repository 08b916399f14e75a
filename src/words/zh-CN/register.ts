import { defineWords } from '../define'

/**
 * The registration pages (/register, /company: src/features/register/): the forms, the area picker and the
 * lookup lists. The spec's texts (sections 2 and 5) are copied character for character.
 */
export const registerWords = defineWords('register', {
  title: '注册',
  editCompanyTitle: '修改公司资料',
  editFactoryTitle: '修改工厂资料',
  kindsLabel: '注册类型',
  editKindsLabel: '修改类型',
  /** A tab's label and its form's accessible name. */
  companyRegistration: '采购商注册',
  factoryRegistration: '工厂注册',
  /** The edit page's line above the form: the earlier application being read, read, or not read. */
  previous: {
    reading: '正在读取原申请资料…',
    read: '已读取原申请资料，修改后重新提交。',
    failed: '未能读取原申请资料，请重新填写。',
    retry: '重新读取原申请资料',
  },

  companyName: '公司名称',
  contact: '联系人',
  sameWechat: '微信号与手机号相同',
  wechat: '微信号',
  telephone: '座机',
  address: '详细地址',
  licence: '营业执照',
  facade: '公司照片',
  facadeHint: '公司门头或办公场所照片，jpg/png',
  factoryName: '工厂名称',
  factoryContact: '主要联系人',
  logo: '工厂logo',
  licenceOptionalHint: '选填，jpg/png',
  /** The agreement checkbox's label; the two links follow it (src/features/layout/AgreementLinkPair.tsx). */
  agreeLabel: '阅读并同意',
  reviewNotice: '提交后我们将在 1 个工作日内完成审核，审核结果将以短信通知您。',
  submit: '提交注册',
  submitting: '提交中',

  /** The area picker (AreaPicker.tsx). */
  area: '所在地区',
  areaSearchPlaceholder: '搜索地区，例如：澄海',
  areaSearchLabel: '搜索地区',
  areaResults: '搜索结果',
  areaNoMatch: '没有找到匹配的地区',
  province: '省份',
  city: '城市',
  district: '区县',
  pickLevel: (level: string) => `请选择${level}`,

  /** The lookup lists by name (Lookups.tsx): a choice group's legend, and what its loading and failure say. */
  lookups: {
    area: '地区',
    channels: '销售渠道',
    purposes: '注册目的',
    businesses: '主营产品',
  },

  /** The forms' validation messages (schemas.ts). */
  errors: {
    companyName: '请输入公司名称',
    contact: '请输入联系人',
    factoryName: '请输入工厂名称',
    factoryContact: '请输入主要联系人',
    code: '请输入短信验证码',
    area: '请选择所在地区',
    address: '请输入详细地址',
    channels: '请选择销售渠道',
    licence: '请先上传营业执照',
    facade: '请先上传公司照片',
    logo: '请先上传工厂logo',
    agree: '请先阅读并同意《隐私协议》《免责声明》',
  },
})
