import type { SourceOf, WordsOf } from '../define'
import type { captchaWords } from '../zh-CN/captcha'

/** A send-code's ends, in Hong Kong Chinese (the keys: src/words/zh-CN/captcha.ts). */
const captcha: WordsOf<SourceOf<typeof captchaWords>> = {
  sent: '驗證碼已發送',
  loadFailed: '安全驗證載入失敗，請稍後重試',
  unknownProvider: '暫不支援此安全驗證方式，請稍後重試',
}

export default captcha
