import type { SourceOf, WordsOf } from '../define'
import type { configWords } from '../zh-CN/config'

/** config.js's problems and the demo's defaults, in Hong Kong Chinese (the keys: src/words/zh-CN/config.ts). */
const config: WordsOf<SourceOf<typeof configWords>> = {
  unsafeUrl: '必須是 http(s) 網址或以 / 開頭的站內路徑',
  empty: '不能留空',
  apiBaseSlash: 'apiBase 必須以 / 結尾',
  wechatMpScope: 'wechatMpScope 必須是 snsapi_base 或 snsapi_userinfo',
  root: '(根)',
  defaultCompanyName: '玩具產業平台（示範）',
  /** A mainland ICP filing keeps its mainland name, in traditional characters. */
  defaultFilingNumber: '粵ICP備00000000號',
}

export default config
