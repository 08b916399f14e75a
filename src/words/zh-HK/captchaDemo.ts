import type { SourceOf, WordsOf } from '../define'
import type { captchaDemoWords } from '../zh-CN/captchaDemo'

/** The demo back end's slider check, in Hong Kong Chinese (the keys: src/words/zh-CN/captchaDemo.ts). */
const captchaDemo: WordsOf<SourceOf<typeof captchaDemoWords>> = {
  title: '安全驗證',
  help: '示範環境的安全驗證：把滑塊拖到最右邊（亦可用方向鍵或 End 鍵），再按「確認」。',
  slider: '拖動滑塊完成驗證',
  atStart: '未完成：滑塊在最左邊',
  atEnd: '已完成：請按「確認」',
  progress: (percent) => `未完成：已拖動 ${percent}%`,
  confirm: '確認',
}

export default captchaDemo
