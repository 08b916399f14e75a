import { USER_AGENTS } from '../src/test/userAgents'

/** A phone in WeChat: 390 px, touch, WeChat's Android user agent (the width most of our phone users have). */
export const WECHAT_PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: USER_AGENTS.wechatAndroid,
  hasTouch: true,
  isMobile: true,
} as const
