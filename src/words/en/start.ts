import type { SourceOf, WordsOf } from '../define'
import type { startWords } from '../zh-CN/start'

/** What the early script says, in English (the keys: src/words/zh-CN/start.ts). */
const start: WordsOf<SourceOf<typeof startWords>> = {
  morning: 'Good morning',
  noon: 'Good afternoon',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  // Midnight to 6 a.m.: English has no greeting of its own for these hours.
  smallHours: 'Hello',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  // Intl gives the weekday itself: "Saturday, 28 November 2026".
  date: (year, month, day, _weekday) =>
    new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(year, month - 1, day),
    ),
  greetingLine: (greeting, date) => `${greeting} · ${date}`,
  waiting: 'Getting the page ready…',
  sending: 'Sending verification code…',
  startFailed: "The page didn't load. Check your network, then reload.",
  reload: 'Reload',
}

export default start
