import { defineWords } from '../define'

/** The embedded login (/LoginIfarme: src/features/embedded/), its tabs and what it says once signed in. */
export const embeddedWords = defineWords('embedded', {
  tabsLabel: '登录方式',
  qrTab: '扫码登录',
  mobileTab: '手机登录',
  signedIn: '登录成功',
  /** Signed in, but the embedding page's address is not trusted: the token is not handed to it. */
  signedInNotPassed: '登录成功，但无法确认嵌入页面的地址，未传递登录信息',
})
