import type { SourceOf, WordsOf } from '../define'
import type { embeddedWords } from '../zh-CN/embedded'

/** The embedded login, in Hong Kong Chinese (the keys: src/words/zh-CN/embedded.ts). */
const embedded: WordsOf<SourceOf<typeof embeddedWords>> = {
  tabsLabel: '登入方式',
  qrTab: '掃碼登入',
  mobileTab: '手機登入',
  signedIn: '登入成功',
  signedInNotPassed: '登入成功，但無法確認嵌入頁面的網址，未有傳遞登入資料',
}

export default embedded
