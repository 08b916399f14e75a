/**
 * The header's greeting (contract: the greeting bands), which depends on the moment: the shell
 * cannot know it at build time, so the early script writes it in the first paint
 * (src/start/early.ts) and the header renders the same line (src/features/layout/SiteHeader.tsx).
 * The words are the caller's: the early script's are its page's language's (scripts/build/html.ts builds
 * one per language), the header's the app's.
 */
import type { SourceOf, WordsOf } from '../words/define.ts'
import { startWords } from '../words/zh-CN/start.ts'

/** A language's words for the line: its catalog of `start` (src/words/<language>/start.ts). */
export type GreetingWords = WordsOf<SourceOf<typeof startWords>>

export function greeting(hour: number, W: GreetingWords = startWords.source): string {
  if (hour >= 6 && hour < 12) return W.morning
  if (hour >= 12 && hour < 13) return W.noon
  if (hour >= 13 && hour < 18) return W.afternoon
  if (hour >= 18 && hour < 24) return W.evening
  return W.smallHours
}

/** The date in the page's language (zh-CN: year, month, day and weekday) from local date parts. */
export function dateLabel(year: number, month: number, day: number, weekday: number, W: GreetingWords = startWords.source): string {
  return W.date(year, month, day, W.weekdays[weekday] ?? '')
}

/** The header's line for a moment (local time): the greeting of the hour and the date. */
export function greetingLine(now: Date, W: GreetingWords = startWords.source): string {
  return W.greetingLine(greeting(now.getHours(), W), dateLabel(now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getDay(), W))
}
