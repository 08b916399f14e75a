/**
 * The header's greeting (contract: the greeting bands), which depends on the moment: the shell
 * cannot know it at build time, so the early script writes it in the first paint
 * (src/start/early.ts) and the header renders the same line (src/features/layout/SiteHeader.tsx).
 */
/** Greeting bands of the contract by local hour. */
export function greeting(hour: number): string {
  if (hour >= 6 && hour < 12) return '早上好'
  if (hour >= 12 && hour < 13) return '中午好'
  if (hour >= 13 && hour < 18) return '下午好'
  if (hour >= 18 && hour < 24) return '晚上好'
  return '凌晨好'
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']

/** `2026年11月21日 星期六` from local date parts. */
export function dateLabel(year: number, month: number, day: number, weekday: number): string {
  return `${year}年${month}月${day}日 ${WEEKDAYS[weekday] ?? ''}`
}

/** The header's line for a moment (local time): 早上好，2026年11月23日 星期一. */
export function greetingLine(now: Date): string {
  return `${greeting(now.getHours())}，${dateLabel(now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getDay())}`
}
