// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dateLabel, greeting } from './greeting'

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
  })
})
