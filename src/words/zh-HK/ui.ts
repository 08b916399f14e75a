import type { SourceOf, WordsOf } from '../define'
import type { uiWords } from '../zh-CN/ui'

/** The shared parts' words, in Hong Kong Chinese (the keys: src/words/zh-CN/ui.ts). */
const ui: WordsOf<SourceOf<typeof uiWords>> = {
  loading: (what) => `${what}載入中…`,
  reloading: (what) => `正在重新載入${what}…`,
  failed: (what, detail) => `${what}載入失敗${detail}`,
  checkNetwork: '，請檢查網絡',
  retry: '重試',
  retryLoading: (what) => `重試載入${what}`,
  close: '關閉',
  page: '頁面',
  signingIn: '正在登入，請稍候…',
  backToLoginPage: '返回登入頁',
  support: '聯絡客服',
  register: '註冊',
  signIn: '登入',
  supportQrAlt: '客服微信二維碼',
  supportHours: '以微信掃碼添加客服，工作天 9:00–18:00 在線',
  gotIt: '知道了',
  privacyPolicy: '《私隱政策》',
  disclaimer: '《免責聲明》',
  and: '',
  language: '語言',
}

export default ui
