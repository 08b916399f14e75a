import type { SourceOf, WordsOf } from '../define'
import type { bindingWords } from '../zh-CN/binding'

/** The binding pages, in Hong Kong Chinese (the keys: src/words/zh-CN/binding.ts). */
const binding: WordsOf<SourceOf<typeof bindingWords>> = {
  byPhone: {
    company: { title: '綁定公司', hint: '請輸入公司主帳户或管理員的手機號碼，驗證後即可綁定該公司。', submit: '確認綁定' },
    factory: { title: '綁定工廠', hint: '請輸入工廠主帳户的手機號碼，驗證後選擇要綁定的工廠。', submit: '下一步' },
  },
  submitting: '提交中',

  pickCompanyTitle: '選擇公司',
  pickFactoryTitle: '選擇工廠',
  card: {
    companyNo: '公司編號',
    factoryNo: '工廠編號',
    contact: '聯絡人',
    mobile: '手機',
    phone: '電話',
    address: '地址',
  },
  cardLine: (label, value) => `${label}：${value}`,
  companiesLabel: '可綁定的公司',
  factoriesLabel: '可綁定的工廠',
  pickCompanyHint: '請選擇要綁定的公司，再按一次可取消選擇。',
  pickFactoryHint: '請選擇要綁定的工廠（可選多間），再按一次可取消選擇。',
  noCompany: '沒有可選擇的公司。請返回上一步，用手機號碼重新查找。',
  noFactory: '沒有可選擇的工廠。請返回上一步，用手機號碼重新查找。',
  back: '返回上一步',
  selectFactoryFirst: '請先選擇要綁定的工廠',
  confirm: '確認綁定',
  confirming: '綁定中',
  findFactoryAgain: '重新查找工廠',
  bindOtherCompany: '綁定其他公司',
  registerCompany: '註冊新公司',
}

export default binding
