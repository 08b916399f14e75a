// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dateLabel, greeting, greetingLine } from './greeting'

describe('the header’s greeting (contract: the greeting bands)', () => {
  it.each([
    [0, '凌晨好'],
    [5, '凌晨好'],
    [6, '早上好'],
    [11, '早上好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('greets at %i h with %s', (hour, text) => expect(greeting(hour)).toBe(text))
  it('writes the date and weekday in Chinese', () => {
    expect(dateLabel(2026, 11, 21, 6)).toBe('2026年11月21日 星期六')
    expect([0, 1, 2, 3, 4, 5, 6].map((weekday) => dateLabel(2026, 11, 15 + weekday, weekday).split(' ')[1])).toEqual([
      '星期日',
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
    ])
  })
  it('greets with the local time of a moment', () => {
    expect(greetingLine(new Date(2026, 10, 23, 7, 30))).toBe('早上好，2026年11月23日 星期一')
    expect(greetingLine(new Date(2026, 0, 1, 23, 59))).toBe('晚上好，2026年1月1日 星期四')
  })
})
