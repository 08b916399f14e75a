// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { messageShownMs } from './messages'

describe('messages', () => {
  it('keeps an error on screen longer than any other message', () => {
    expect(messageShownMs('error')).toBe(5000)
    for (const level of ['success', 'info', 'warning'] as const) expect(messageShownMs(level)).toBe(3500)
  })
})
