import type { SourceOf, WordsOf } from '../define'
import type { testerWords } from '../zh-CN/tester'

/** Tester mode's panel, in Hong Kong Chinese (the keys: src/words/zh-CN/tester.ts). */
const tester: WordsOf<SourceOf<typeof testerWords>> = {
  hint: '選擇測試帳户後，獲取驗證碼即可登入。',
  accounts: {
    company: '測試公司帳户',
    factory: '測試工廠帳户',
    both: '公司 + 工廠雙重身份',
    staff: '多公司員工',
  },
  jump: '設定登入後的跳轉網址',
}

export default tester
