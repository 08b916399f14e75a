import { defineWords } from '../define'

/**
 * What the early script says (src/start/early.ts): the header's greeting and date, and the status line while a
 * tap waits for the app. Only these: the early script is inlined in every page, so this section stays small.
 */
export const startWords = defineWords('start', {
  /** The greeting bands of the contract by local hour (src/start/greeting.ts). */
  morning: '早上好',
  noon: '中午好',
  afternoon: '下午好',
  evening: '晚上好',
  smallHours: '凌晨好',
  /** Sunday first, as Date.getDay() counts. */
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  date: (year: number, month: number, day: number, weekday: string) => `${year}年${month}月${day}日 ${weekday}`,
  greetingLine: (greeting: string, date: string) => `${greeting}，${date}`,
  /** The status line while a tap waits for the app, and while the page sends a code before the app. */
  waiting: '页面正在准备，请稍候…',
  sending: '正在发送验证码…',
  /** Said, with the reload button, when the app's entry failed to load or to run. */
  startFailed: '页面加载失败，请检查网络后重新加载',
  reload: '重新加载',
})
