import { beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { testServer } from '@/test/server'
import { readSmsDeadline, writeSmsDeadline } from '@/session/sms'
import type { ChallengeEnd } from '@/outcomes/captcha'
import { adoptSendsBeforeApp, sendBeforeApp, sendCode, stillAtTheButton, type SendEnd, type SendResult } from './sendCode'

/** sendVerificationCode answers `answer` once released, recording each body. */
function heldAnswers(answer: Record<string, unknown> = { code: 0, msg: '验证码已发送', data: null }) {
  const bodies: Array<Record<string, unknown>> = []
  let release: () => void = () => undefined
  const released = new Promise<void>((r) => (release = r))
  testServer.use(
    http.post('*/home/api/sendVerificationCode', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      await released
      return HttpResponse.json(answer)
    }),
  )
  return { bodies, release }
}

/** The caller's challenge (the screens': src/features/sms/showChallenge.ts): each test says how the next ones end. */
const ends: Array<ChallengeEnd | Error> = []
const shown: Array<{ provider: string; appId: string }> = []
function showChallenge(provider: string, appId: string): Promise<ChallengeEnd> {
  shown.push({ provider, appId })
  const end = ends.shift() ?? { kind: 'closed' }
  return end instanceof Error ? Promise.reject(end) : Promise.resolve(end)
}
const PHONE = { phone: '13800000001', areaCode: '86', mode: 'login', showChallenge } as const

/** The page's showing of a send's end before the app (src/beforeApp.ts): what it was given, and whether it could show it. */
function page(canShow = true) {
  const shown: SendEnd[] = []
  return { shown, show: (end: SendEnd) => (shown.push(end), canShow) }
}

/** A task later: every microtask of a settled send has run. */
const settled = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  ends.length = 0
  shown.length = 0
  for (const scope of ['login', 'bind', 'register-company']) writeSmsDeadline(scope, null)
})

describe('the send (src/api/sendCode.ts): one path before the app is ready and after', () => {
  it('a code sent stores the countdown’s deadline and says the server’s message', async () => {
    const { bodies, release } = heldAnswers()
    const flight = sendCode('login', PHONE)
    release()
    expect(await flight).toEqual({ kind: 'ended', sent: true, message: { level: 'success', text: '验证码已发送' } })
    expect(bodies).toEqual([{ mobile: '13800000001', area_code: '86' }])
    expect(readSmsDeadline('login')! - Date.now()).toBeGreaterThan(58_000)
  })

  it('sends the national number in the area a pasted prefix names, whatever the field still holds', async () => {
    const { bodies, release } = heldAnswers()
    release()
    await sendCode('login', { ...PHONE, phone: '+852 5123 4567' })
    writeSmsDeadline('login', null)
    await sendCode('login', { ...PHONE, phone: '(+86) 138-0000-0001', areaCode: '852' })
    writeSmsDeadline('embedded', null)
    // Always 11 digits: a +852 there is the rule's problem, nothing is sent.
    expect(await sendCode('embedded', { ...PHONE, phone: '+852 5123 4567', mode: 'embedded' })).toEqual({
      kind: 'problem',
      text: '请输入正确的手机号码',
    })
    expect(bodies).toEqual([
      { mobile: '51234567', area_code: '852' },
      { mobile: '13800000001', area_code: '86' },
    ])
  })

  it('a second send for the same form while one is on its way is the same send: one request', async () => {
    const { bodies, release } = heldAnswers()
    const first = sendCode('login', PHONE)
    const second = sendCode('login', PHONE)
    expect(second).toBe(first)
    release()
    await first
    expect(bodies).toHaveLength(1)
  })

  it('the phone rules and the empty-phone text decide before any request; a failure stores no deadline', async () => {
    const { bodies, release } = heldAnswers({ code: -1, msg: '发送失败', data: null })
    expect(await sendCode('login', { ...PHONE, phone: '1380000' })).toEqual({ kind: 'problem', text: '手机号格式错误，请重新确认' })
    expect(await sendCode('bind', { ...PHONE, phone: '', emptyMessage: '请输入手机号' })).toEqual({ kind: 'problem', text: '请输入手机号' })
    expect(await sendCode('login', { ...PHONE, phone: '5123456', areaCode: '852' })).toEqual({
      kind: 'problem',
      text: '手机号格式错误，请重新确认',
    })
    expect(bodies).toHaveLength(0)
    release()
    expect(await sendCode('login', PHONE)).toEqual({ kind: 'ended', sent: false, message: { level: 'error', text: '发送失败' } })
    expect(readSmsDeadline('login')).toBeNull()
  })

  it('during the countdown nothing is sent', async () => {
    const { bodies } = heldAnswers()
    writeSmsDeadline('login', Date.now() + 30_000)
    expect(await sendCode('login', PHONE)).toEqual({ kind: 'counting' })
    expect(bodies).toHaveLength(0)
  })
})

describe('a tap before the app is ready (sendBeforeApp), adopted by the form once it is there', () => {
  it('started before the form subscribes: the form adopts it when it does, once', async () => {
    const { bodies, release } = heldAnswers()
    const { shown, show } = page()
    expect(sendBeforeApp('register-company', PHONE, show)).toBe(true)
    expect(bodies).toHaveLength(0) // the request is on its way (held by the server)
    const adopted: Array<Promise<SendResult>> = []
    const stop = adoptSendsBeforeApp('register-company', (f) => adopted.push(f))
    release()
    expect(adopted).toHaveLength(1)
    expect(await adopted[0]).toMatchObject({ kind: 'ended', sent: true })
    stop()
    // Not handed to a later form of the same scope again, and the app's to show, not the page's.
    const later: unknown[] = []
    adoptSendsBeforeApp('register-company', (f) => later.push(f))()
    expect(later).toEqual([])
    expect(bodies).toHaveLength(1)
    await settled()
    expect(shown).toEqual([])
  })

  it('started after the form subscribed (the app has rendered, not yet ready): handed over at once', async () => {
    const { release } = heldAnswers()
    const { shown, show } = page()
    const adopted: Array<Promise<SendResult>> = []
    const stop = adoptSendsBeforeApp('login', (f) => adopted.push(f))
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    expect(adopted).toHaveLength(1)
    release()
    await adopted[0]
    stop()
    await settled()
    expect(shown).toEqual([])
  })

  it('ended before the form adopted it: the page shows its end, once, and the form has nothing to adopt', async () => {
    const { release } = heldAnswers()
    const { shown, show } = page()
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    release()
    await settled()
    expect(shown).toEqual([{ kind: 'ended', sent: true, message: { level: 'success', text: '验证码已发送' } }])
    expect(readSmsDeadline('login')! - Date.now()).toBeGreaterThan(58_000)
    const adopted: unknown[] = []
    adoptSendsBeforeApp('login', (f) => adopted.push(f))()
    expect(adopted).toEqual([])
  })

  it('a refusal that ends it before the form adopted it is shown by the page too, and stores no deadline', async () => {
    const { release } = heldAnswers({ code: -1, msg: '发送失败', data: null })
    const { shown, show } = page()
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    release()
    await settled()
    expect(shown).toEqual([{ kind: 'ended', sent: false, message: { level: 'error', text: '发送失败' } }])
    expect(readSmsDeadline('login')).toBeNull()
  })

  it('ended when the page can no longer show it (the app is ready): the form adopts it when it comes', async () => {
    const { release } = heldAnswers()
    const { shown, show } = page(false)
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    release()
    await settled()
    expect(shown).toHaveLength(1)
    const adopted: Array<Promise<SendResult>> = []
    adoptSendsBeforeApp('login', (f) => adopted.push(f))()
    expect(adopted).toHaveLength(1)
    expect(await adopted[0]).toMatchObject({ kind: 'ended', sent: true })
  })

  it('a second tap while it is on its way is answered by it: no second request', async () => {
    const { bodies, release } = heldAnswers()
    const { show } = page()
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    expect(sendBeforeApp('login', PHONE, show)).toBe(true)
    const adopted: Array<Promise<SendResult>> = []
    adoptSendsBeforeApp('login', (f) => adopted.push(f))()
    release()
    await adopted[0]
    expect(bodies).toHaveLength(1)
  })

  it('a phone that breaks the rules, or the countdown, starts nothing: the tap is the app’s once ready', async () => {
    const { bodies } = heldAnswers()
    const { shown, show } = page()
    expect(sendBeforeApp('login', { ...PHONE, phone: '123' }, show)).toBe(false)
    writeSmsDeadline('login', Date.now() + 30_000)
    expect(sendBeforeApp('login', PHONE, show)).toBe(false)
    expect(bodies).toHaveLength(0)
    expect(shown).toEqual([])
  })
})

describe('where focus goes as a send the person did not just tap in the app ends (stillAtTheButton)', () => {
  it('on, only from a get-code button or from nowhere', () => {
    const button = document.createElement('button')
    button.setAttribute('data-sms-send', '{}')
    const code = document.createElement('input')
    document.body.append(button, code)
    expect(stillAtTheButton(button)).toBe(true)
    expect(stillAtTheButton(document.body)).toBe(true)
    expect(stillAtTheButton(null)).toBe(true)
    expect(stillAtTheButton(code)).toBe(false)
    button.remove()
    code.remove()
  })
})

describe('a captcha before the code (the caller shows the challenge)', () => {
  const CAPTCHA = { code: 0, msg: '请先完成安全验证', data: { type: 'captcha', captcha: { provider: 'tencent', appId: '190000001' } } }

  /** sendVerificationCode answers these in turn (then the last again), recording each body. */
  function answers(...list: Array<Record<string, unknown>>) {
    const bodies: Array<Record<string, unknown>> = []
    testServer.use(
      http.post('*/home/api/sendVerificationCode', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(list[Math.min(bodies.length - 1, list.length - 1)])
      }),
    )
    return bodies
  }

  it('shows the caller’s challenge with the answer’s provider, and sends again with its ticket', async () => {
    const bodies = answers(CAPTCHA, { code: 0, msg: '验证码已发送', data: null })
    ends.push({ kind: 'solved', ticket: 't1', randstr: 'r1' })
    expect(await sendCode('login', PHONE)).toMatchObject({ kind: 'ended', sent: true })
    expect(shown).toEqual([{ provider: 'tencent', appId: '190000001' }])
    expect(bodies).toEqual([
      { mobile: '13800000001', area_code: '86' },
      { mobile: '13800000001', area_code: '86', ticket: 't1', randstr: 'r1' },
    ])
  })

  it('a challenge that fails to show is one that did not load: its message, nothing sent', async () => {
    const bodies = answers(CAPTCHA)
    ends.push(new Error('chunk not loaded'))
    expect(await sendCode('login', PHONE)).toEqual({
      kind: 'ended',
      sent: false,
      message: { level: 'error', text: '安全验证加载失败，请稍后重试' },
    })
    expect(bodies).toHaveLength(1)
    expect(readSmsDeadline('login')).toBeNull()
  })
})
