import type { SourceOf, WordsOf } from '../define'
import type { captchaWords } from '../zh-CN/captcha'

/** A send-code's ends, in English (the keys: src/words/zh-CN/captcha.ts). */
const captcha: WordsOf<SourceOf<typeof captchaWords>> = {
  sent: 'Verification code sent',
  loadFailed: "The security check didn't load. Try again in a moment.",
  unknownProvider: "This security check isn't supported yet. Try again in a moment.",
}

export default captcha
