import type { SourceOf, WordsOf } from '../define'
import type { qrDemoWords } from '../zh-CN/qrDemo'

/** The demo's stand-in for WeChat's QR widget, in Hong Kong Chinese (the keys: src/words/zh-CN/qrDemo.ts). */
const qrDemo: WordsOf<SourceOf<typeof qrDemoWords>> = {
  notice: '示範模式（未設定微信 AppID）：輸入示範手機號碼，模擬以微信掃碼',
  phone: '模擬掃碼帳户的手機號碼',
  scan: '模擬掃碼',
}

export default qrDemo
