import { defineWords } from '../define'

/**
 * The shared parts' words: the page's chrome (the header, the support dialog, the agreements' links), loading,
 * failed and retried regions, toasts, dialogs. One section, so the chrome's words come with the app's entry.
 */
export const uiWords = defineWords('ui', {
  /** What a loading region's status says while `what` loads. */
  loading: (what: string) => `${what}加载中…`,
  reloading: (what: string) => `正在重新加载${what}…`,
  failed: (what: string, detail: string) => `${what}加载失败${detail}`,
  /** What a part whose code did not arrive adds to its failure. */
  checkNetwork: '，请检查网络',
  retry: '重试',
  /** The retry button's accessible name: it begins with the visible word, as speech input expects. */
  retryLoading: (what: string) => `重试加载${what}`,
  close: '关闭',
  /** What stands for the page in a failure of its code (the root's error and not-found parts). */
  page: '页面',
  signingIn: '正在登录，请稍候…',
  backToLoginPage: '返回登录页',
  support: '联系客服',
  register: '注册',
  signIn: '登录',
  supportQrAlt: '客服微信二维码',
  supportHours: '微信扫码添加客服，工作日 9:00–18:00 在线',
  gotIt: '知道了',
  privacyPolicy: '《隐私协议》',
  disclaimer: '《免责声明》',
  /** Between the two agreements' links (Chinese sets the two titles side by side). */
  and: '',
  /** The language switch's name (src/features/layout/LanguageSwitch.tsx); each language is named in itself. */
  language: '语言',
})
