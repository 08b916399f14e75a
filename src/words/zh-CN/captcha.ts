import { defineWords } from '../define'

/**
 * A send-code's ends (src/outcomes/captcha.ts): the code went out, or the human check could not be shown. Apart
 * from the messages section, which the early script carries (src/outcomes/navigation.ts imports it).
 */
export const captchaWords = defineWords('captcha', {
  sent: '验证码已发送',
  loadFailed: '安全验证加载失败，请稍后重试',
  unknownProvider: '暂不支持该安全验证方式，请稍后重试',
})
