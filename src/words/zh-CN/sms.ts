import { defineWords } from '../define'

/**
 * The phone and code inputs every phone form shares (src/features/sms/), the get-code button (its rule in
 * src/outcomes/controls.ts); the demo back end's security check has its own (captchaDemo.ts). The spec's texts (sections 5 and 9) are
 * copied character for character.
 */
export const SMS = {
  phone: '手机号',
  areaCode: '区号',
  phonePlaceholder: '请输入手机号',
  code: '验证码',
  codePlaceholder: '请输入短信验证码',
  /** The get-code button: its label, its countdown, and what it says while a send is under way. */
  getCode: '获取验证码',
  countdown: (seconds: number) => `${seconds} 秒后重新获取`,
  sending: '发送中',
} as const

/** The section for screens; SMS is the words as a plain object, so the early script keeps only the button's. */
export const smsWords = /* @__PURE__ */ defineWords('sms', SMS)
