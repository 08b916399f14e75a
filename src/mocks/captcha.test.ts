import { describe, expect, it } from 'vitest'
import { getResponse } from 'msw'
import { DEMO_CAPTCHA_TICKET_PREFIX } from '@/outcomes/captcha'
import { createDb } from './db'
import { createHandlers, DEMO_FREE_SENDS, DEMO_SMS_CLIENT_COOKIE } from './handlers'

/** One browser's send-code request, straight to the demo back end's handlers. */
function sender(now: { s: number }) {
  const handlers = createHandlers(createDb(() => now.s))
  return async (browser: string, extra: Record<string, string> = {}) => {
    // The page's cookie, as the browser sends it with a request to its own origin.
    document.cookie = `${DEMO_SMS_CLIENT_COOKIE}=${browser}; Path=/`
    const request = new Request(`${window.location.origin}/home/api/sendVerificationCode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000001', area_code: '86', ...extra }),
    })
    const response = await getResponse(handlers, request)
    return (await response!.json()) as { code: number; msg: string; data: { type?: string; captcha?: unknown } | null }
  }
}

describe('the demo back end asks for a check on one browser’s fourth send within 10 minutes', () => {
  it('sends three, asks on the fourth, sends with a demo ticket (once), and forgets sends older than 10 minutes', async () => {
    const now = { s: 1_800_000_000 }
    const send = sender(now)
    for (let i = 0; i < DEMO_FREE_SENDS; i += 1) expect((await send('a')).data).toBeNull()
    expect((await send('a')).data).toEqual({ type: 'captcha', captcha: { provider: 'demo', appId: 'demo' } })
    // Another browser is not asked.
    expect((await send('b')).data).toBeNull()
    const ticket = `${DEMO_CAPTCHA_TICKET_PREFIX}123`
    expect((await send('a', { ticket: 'forged', randstr: 'r' })).data).toMatchObject({ type: 'captcha' })
    expect(await send('a', { ticket, randstr: 'r' })).toMatchObject({ code: 0, data: null })
    // A ticket is good once.
    expect((await send('a', { ticket, randstr: 'r' })).data).toMatchObject({ type: 'captcha' })
    now.s += 601
    expect((await send('a')).data).toBeNull()
  })
})
