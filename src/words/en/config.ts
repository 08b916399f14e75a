import type { SourceOf, WordsOf } from '../define'
import type { configWords } from '../zh-CN/config'

/** config.js's problems and the demo's defaults, in English (the keys: src/words/zh-CN/config.ts). */
const config: WordsOf<SourceOf<typeof configWords>> = {
  unsafeUrl: 'Must be an http(s) URL or a path on this site starting with /',
  empty: 'Must not be empty',
  apiBaseSlash: 'apiBase must end with /',
  wechatMpScope: 'wechatMpScope must be snsapi_base or snsapi_userinfo',
  root: '(root)',
  defaultCompanyName: 'Toy Industry Platform (demo)',
  // A demo placeholder in the form English pages give a mainland ICP filing number.
  defaultFilingNumber: 'Guangdong ICP No. 00000000',
}

export default config
