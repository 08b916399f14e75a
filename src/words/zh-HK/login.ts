import type { SourceOf, WordsOf } from '../define'
import type { loginWords } from '../zh-CN/login'

/** The login page and its panels, in Hong Kong Chinese (the keys: src/words/zh-CN/login.ts). */
const login: WordsOf<SourceOf<typeof loginWords>> = {
  heading: '登入',
  methods: '登入方式',
  tabs: { scan: '掃碼登入', pwd: '手機號碼登入', bindPhone: '綁定手機' },
  agreeBefore: '登入即表示同意',
  autoLogin: '15 天內自動登入',

  phonePanel: '手機號碼登入',
  submit: '登入',
  submitting: '登入中',

  bindPanel: '綁定手機號碼',
  bindIntro: '掃碼登入的微信尚未綁定手機號碼，請先綁定手機號碼再繼續。',
  bind: '綁定',
  binding: '提交中',

  qr: {
    wechat: '微信二維碼',
    demo: '二維碼',
    scanHint: '請使用微信掃描二維碼登入',
    onPhone: '請在電腦上打開二維碼，再用手機微信掃描',
    refresh: '刷新二維碼',
    widgetFailed: '微信二維碼載入失敗，請檢查網絡後按「刷新二維碼」',
  },
  wechat: {
    signIn: '微信一鍵登入',
    leaving: '正在前往微信…',
  },

  dialogs: { what: '登入視窗' },
  tester: { title: '測試模式' },
}

export default login
