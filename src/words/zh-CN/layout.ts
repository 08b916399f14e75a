import { defineWords } from '../define'

/** The page's chrome: the header, the support dialog and the agreements' links. */
export const layoutWords = defineWords('layout', {
  backToLoginPage: '返回登录页',
  support: '联系客服',
  register: '注册',
  signIn: '登录',
  supportQrAlt: '客服微信二维码',
  supportHours: '微信扫码添加客服，工作日 9:00–18:00 在线',
  gotIt: '知道了',
  privacyPolicy: '《隐私协议》',
  disclaimer: '《免责声明》',
})
