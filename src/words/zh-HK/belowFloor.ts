import type { SourceOf, WordsOf } from '../define'
import type { belowFloorWords } from '../zh-CN/belowFloor'

/** The page below the floor, in Hong Kong Chinese (the keys: src/words/zh-CN/belowFloor.ts). */
const belowFloor: WordsOf<SourceOf<typeof belowFloorWords>> = {
  title: '目前瀏覽器版本過舊，無法使用本網站',
  /** 360 and QQ name the mode 極速模式 in their Traditional builds too. */
  kernelBefore: '如您使用 360、QQ 或搜狗瀏覽器：請按網址列右側的閃電或「e」圖示，切換至',
  kernelMode: '極速模式',
  kernelAfter: '後重新載入本頁。',
  elsewhere: '您亦可在微信中打開本頁，或改用最新版本的 Edge、Chrome 或 Firefox 瀏覽器。',
  contact: '如仍有問題，請掃描二維碼聯絡客服：',
  qrAlt: '客服二維碼',
}
export default belowFloor
