import type { SourceOf, WordsOf } from '../define'
import type { registerWords } from '../zh-CN/register'

/** The registration pages, in Hong Kong Chinese (the keys: src/words/zh-CN/register.ts). */
const register: WordsOf<SourceOf<typeof registerWords>> = {
  title: '註冊',
  editCompanyTitle: '修改公司資料',
  editFactoryTitle: '修改工廠資料',
  kindsLabel: '註冊類型',
  editKindsLabel: '修改類型',
  companyRegistration: '採購商註冊',
  factoryRegistration: '工廠註冊',
  previous: {
    reading: '正在讀取原申請資料…',
    read: '已讀取原申請資料，修改後請重新提交。',
    failed: '未能讀取原申請資料，請重新填寫。',
    retry: '重新讀取原申請資料',
  },

  companyName: '公司名稱',
  contact: '聯絡人',
  sameWechat: '微信號與手機號碼相同',
  wechat: '微信號',
  telephone: '辦公室電話',
  address: '詳細地址',
  /** A Hong Kong firm holds a Business Registration Certificate, a mainland one a business licence. */
  licence: '營業執照／商業登記證',
  facade: '公司照片',
  facadeHint: '公司門面或辦公室照片，jpg/png',
  factoryName: '工廠名稱',
  factoryContact: '主要聯絡人',
  logo: '工廠標誌',
  licenceOptionalHint: '選填，jpg/png',
  agreeLabel: '已閲讀並同意',
  reviewNotice: '提交後我們將於 1 個工作天內完成審核，並以短訊通知您審核結果。',
  submit: '提交註冊',
  submitting: '提交中',

  area: '所在地區',
  areaSearchPlaceholder: '搜尋地區，例如：澄海',
  areaSearchLabel: '搜尋地區',
  areaResults: '搜尋結果',
  areaNoMatch: '找不到相符的地區',
  /** The mainland's levels keep their mainland names. */
  province: '省份',
  city: '城市',
  district: '區縣',
  pickLevel: (level) => `請選擇${level}`,

  lookups: {
    area: '地區',
    channels: '銷售渠道',
    purposes: '註冊目的',
    businesses: '主營產品',
  },

  errors: {
    companyName: '請輸入公司名稱',
    contact: '請輸入聯絡人',
    factoryName: '請輸入工廠名稱',
    factoryContact: '請輸入主要聯絡人',
    code: '請輸入短訊驗證碼',
    area: '請選擇所在地區',
    address: '請輸入詳細地址',
    channels: '請選擇銷售渠道',
    licence: '請先上載營業執照／商業登記證',
    facade: '請先上載公司照片',
    logo: '請先上載工廠標誌',
    agree: '請先閲讀並同意《私隱政策》《免責聲明》',
  },
}

export default register
