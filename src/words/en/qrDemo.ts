import type { SourceOf, WordsOf } from '../define'
import type { qrDemoWords } from '../zh-CN/qrDemo'

/** The demo's stand-in for WeChat's QR widget, in English (the keys: src/words/zh-CN/qrDemo.ts). */
const qrDemo: WordsOf<SourceOf<typeof qrDemoWords>> = {
  notice: 'Demo mode (no WeChat AppID set up): enter a demo mobile number to simulate scanning with WeChat',
  phone: 'Mobile number of the account that scans',
  scan: 'Simulate scan',
}

export default qrDemo
