import type { SourceOf, WordsOf } from '../define'
import type { smsWords } from '../zh-CN/sms'

/** The phone and code inputs every phone form shares, in Hong Kong Chinese (the keys: src/words/zh-CN/sms.ts). */
const sms: WordsOf<SourceOf<typeof smsWords>> = {
  phone: '手機號碼',
  areaCode: '區號',
  phonePlaceholder: '請輸入手機號碼',
  code: '驗證碼',
  codePlaceholder: '請輸入短訊驗證碼',
  getCode: '獲取驗證碼',
  countdown: (seconds) => `${seconds} 秒後重新獲取`,
  sending: '發送中',
}

export default sms
