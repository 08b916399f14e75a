import type { SourceOf, WordsOf } from '../define'
import type { smsWords } from '../zh-CN/sms'

/** The phone and code inputs every phone form shares, in English (the keys: src/words/zh-CN/sms.ts). */
const sms: WordsOf<SourceOf<typeof smsWords>> = {
  phone: 'Mobile number',
  areaCode: 'Country/region code',
  phonePlaceholder: 'Enter mobile number',
  code: 'Verification code',
  codePlaceholder: 'SMS code',
  getCode: 'Get code',
  countdown: (seconds) => `Resend in ${seconds} s`,
  sending: 'Sending',
}

export default sms
