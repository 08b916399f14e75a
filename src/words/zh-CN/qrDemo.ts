import { defineWords } from '../define'

/** The demo's stand-in for WeChat's QR widget (src/features/login/DemoQr.tsx, loaded on demand; no WeChat app id configured). */
export const qrDemoWords = defineWords('qrDemo', {
  notice: '演示模式（未配置微信 AppID）：输入演示手机号，模拟用微信扫码',
  phone: '模拟扫码的账号手机号',
  scan: '模拟扫码',
})
