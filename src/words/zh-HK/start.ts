import type { SourceOf, WordsOf } from '../define'
import type { startWords } from '../zh-CN/start'

/** What the early script says, in Hong Kong Chinese (the keys: src/words/zh-CN/start.ts). */
const start: WordsOf<SourceOf<typeof startWords>> = {
  /** 早晨 is Hong Kong's morning greeting; 午安 covers noon and afternoon; 晚安 is a goodbye, so 晚上好. */
  morning: '早晨',
  noon: '午安',
  afternoon: '午安',
  evening: '晚上好',
  /** 凌晨好 is not said in Hong Kong: the neutral greeting before 6:00. */
  smallHours: '您好',
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  /** 2026年11月28日星期六: no space before the weekday. */
  date: (year, month, day, weekday) => `${year}年${month}月${day}日${weekday}`,
  greetingLine: (greeting, date) => `${greeting}，${date}`,
  waiting: '頁面準備中，請稍候…',
  sending: '正在發送驗證碼…',
  startFailed: '頁面載入失敗，請檢查網絡後重新載入',
  reload: '重新載入',
}

export default start
