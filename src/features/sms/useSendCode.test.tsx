import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { testServer } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import type { ChallengeEnd } from '@/outcomes/captcha'

// The providers' challenges stand in here: each test says how the next ones end.
const ends: ChallengeEnd[] = []
const shown: Array<{ provider: string; appId: string }> = []
let release: (() => void) | null = null
vi.mock('./captcha/challenge', () => ({
  showChallenge: async (provider: string, appId: string): Promise<ChallengeEnd> => {
    shown.push({ provider, appId })
    if (release === null) await new Promise<void>((r) => (release = r))
    return ends.shift() ?? { kind: 'closed' }
  },
}))

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

async function tapGetCode() {
  const { user } = await renderApp('/home/login?t=pwd')
  const form = within(await screen.findByRole('form', { name: '手机号登录' }))
  await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
  const button = form.getByTestId('get-code') as HTMLButtonElement
  await user.click(button)
  return { form, button, user }
}

beforeEach(() => {
  ends.length = 0
  shown.length = 0
  release = () => undefined
})

describe('getting a code when the server asks for a human check (useSendCode)', () => {
  it('solved: the same request again with ticket and randstr, and only then the countdown', async () => {
    const bodies = answers(CAPTCHA, { code: 0, msg: '验证码已发送', data: null })
    ends.push({ kind: 'solved', ticket: 'tk-1', randstr: '@r1' })
    const { form } = await tapGetCode()
    expect(await screen.findByText('验证码已发送')).toBeTruthy()
    expect(shown).toEqual([{ provider: 'tencent', appId: '190000001' }])
    expect(bodies).toEqual([
      { mobile: '13800000001', area_code: '86' },
      { mobile: '13800000001', area_code: '86', ticket: 'tk-1', randstr: '@r1' },
    ])
    await form.findByRole('button', { name: /^\d+ 秒后重新获取$/ })
  })

  it('closed: nothing sent, the button enabled, nothing said', async () => {
    const bodies = answers(CAPTCHA)
    ends.push({ kind: 'closed' })
    const { button } = await tapGetCode()
    await waitFor(() => expect(shown).toHaveLength(1))
    await waitFor(() => expect(button.disabled).toBe(false))
    expect(bodies).toHaveLength(1)
    expect(screen.queryByText('请先完成安全验证')).toBeNull()
    expect(button.textContent).toBe('获取验证码')
  })

  it('the provider’s script failed or timed out: 安全验证加载失败，请稍后重试, the button enabled', async () => {
    answers(CAPTCHA)
    ends.push({ kind: 'loadFailed' })
    const { button } = await tapGetCode()
    expect(await screen.findByText('安全验证加载失败，请稍后重试')).toBeTruthy()
    expect(button.disabled).toBe(false)
  })

  it('asked again for the repeated request: shown again, at most twice, then the server’s msg', async () => {
    const bodies = answers({ ...CAPTCHA, msg: '操作过于频繁，请稍后再试' })
    ends.push({ kind: 'solved', ticket: 'a', randstr: 'x' }, { kind: 'solved', ticket: 'b', randstr: 'y' })
    await tapGetCode()
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy()
    expect(shown).toHaveLength(2)
    expect(bodies.map((b) => b.ticket)).toEqual([undefined, 'a', 'b'])
  })

  it('while the challenge is open the button is busy, and a second tap sends nothing', async () => {
    const bodies = answers(CAPTCHA, { code: 0, msg: '验证码已发送', data: null })
    release = null
    ends.push({ kind: 'solved', ticket: 't', randstr: 'r' })
    const { button, user } = await tapGetCode()
    await waitFor(() => expect(shown).toHaveLength(1))
    expect(button.disabled).toBe(true)
    expect(button.textContent).toContain('发送中')
    await user.click(button).catch(() => undefined)
    expect(bodies).toHaveLength(1)
    release!()
    expect(await screen.findByText('验证码已发送')).toBeTruthy()
    expect(bodies).toHaveLength(2)
  })

  it('an unknown provider: a clear message, no challenge, nothing sent', async () => {
    answers({ code: 0, msg: '', data: { type: 'captcha', captcha: { provider: 'geetest', appId: 'x' } } })
    await tapGetCode()
    expect(await screen.findByText('暂不支持该安全验证方式，请稍后重试')).toBeTruthy()
    expect(shown).toEqual([])
  })

  it('a captcha answer that does not say which challenge is a failed call: its message, no challenge', async () => {
    answers({ code: 0, msg: '', data: { type: 'captcha' } })
    const { button } = await tapGetCode()
    expect(await screen.findByText('服务返回的数据无法识别，请稍后重试')).toBeTruthy()
    expect(shown).toEqual([])
    expect(button.disabled).toBe(false)
  })
})
