import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { testServer } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { DEMO_SMS_PREFIX } from '@/mocks/handlers'

vi.mock('@/app/browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/app/browser')>()), leaveTo: vi.fn() }))
const { leaveTo } = await import('@/app/browser')

beforeEach(() => vi.mocked(leaveTo).mockClear())

async function openPhonePanel() {
  const app = await renderApp('/home/login?t=pwd')
  const form = await screen.findByRole('form', { name: '手机号登录' })
  return { ...app, form: within(form) }
}

async function sentCode(): Promise<string> {
  const toast = await screen.findByText((t) => t.startsWith(DEMO_SMS_PREFIX))
  return /(\d{6})/.exec(toast.textContent ?? '')?.[1] ?? ''
}

describe('phone login panel (spec section 5)', () => {
  it('checks the phone before asking for a code', async () => {
    const { user, form } = await openPhonePanel()
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号码不能为空')).toBeTruthy()
    await user.type(form.getByPlaceholderText('请输入手机号'), '1380000')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
  })

  it('asks for the code to be requested first, then filled', async () => {
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await form.findByText('请先获取验证码')).toBeTruthy()
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await sentCode()
    const countdown = await form.findByRole('button', { name: /^\d+ 秒后重新获取$/ })
    expect((countdown as HTMLButtonElement).disabled).toBe(true)
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await form.findByText('请先获取完验证后填写')).toBeTruthy()
  })

  it('accepts an 8-digit +852 phone and refuses it for +86', async () => {
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '51234567')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
    await user.selectOptions(form.getByRole('combobox', { name: '区号' }), '852')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await sentCode()).toMatch(/^\d{6}$/)
  })

  it('the get-code button’s problem goes once the area is changed, as once the phone is edited', async () => {
    const { user, form } = await openPhonePanel()
    await user.selectOptions(form.getByRole('combobox', { name: '区号' }), '852')
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
    await user.selectOptions(form.getByRole('combobox', { name: '区号' }), '86')
    await waitFor(() => expect(form.queryByText('手机号格式错误，请重新确认')).toBeNull())
  })

  it('a company answer stores the token and leaves for the company app after about 1 s; no draft of the tab outlives the sign-in', async () => {
    sessionStorage.setItem('home:draft:register-company', JSON.stringify({ company_name: '星光玩具' }))
    // When the sign-in is answered and when the page leaves: a timer never fires early, so their gap holds on a busy machine.
    let answeredAt = NaN
    let leftAt = NaN
    const answered = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/home/api/login1')) answeredAt = performance.now()
    }
    testServer.events.on('response:mocked', answered)
    vi.mocked(leaveTo).mockImplementationOnce(() => {
      leftAt = performance.now()
    })
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    expect(sessionStorage.getItem('home:draft:login-phone')).toContain('13800000001')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await user.type(form.getByPlaceholderText('请输入短信验证码'), await sentCode())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(localStorage.getItem('TOKEN')).toMatch(/^demo\.company\.13800000001\./))
    expect(sessionStorage.getItem('home:draft:login-phone')).toBeNull()
    expect(sessionStorage.getItem('home:draft:register-company')).toBeNull()
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    testServer.events.removeListener('response:mocked', answered)
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(900)
    const [url] = vi.mocked(leaveTo).mock.calls[0] ?? []
    expect(url).toBe(`${window.location.origin}/demo/company/login?token=${localStorage.getItem('TOKEN')}`)
  })

  it('a failed send re-enables the button and keeps the phone', async () => {
    testServer.use(http.post('*/home/api/sendVerificationCode', () => HttpResponse.error()))
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy()
    expect((form.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false)
    expect((form.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe('13800000001')
  })

  it('code -1 shows msg, re-enables login and keeps what was typed', async () => {
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000099')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await user.type(form.getByPlaceholderText('请输入短信验证码'), await sentCode())
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('账号异常，请联系客服')).toBeTruthy()
    await waitFor(() => expect((form.getByRole('button', { name: '登录' }) as HTMLButtonElement).disabled).toBe(false))
    expect((form.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe('13800000099')
  })

  it('a 500 on login1 lands on /error; back, nothing typed is lost', async () => {
    const { user, form, router } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000500')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await user.type(form.getByPlaceholderText('请输入短信验证码'), await sentCode())
    await user.click(form.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'))
    // Back to the form: the phone and the code are still there.
    router.history.back()
    const again = within(await screen.findByRole('form', { name: '手机号登录' }))
    await waitFor(() => expect((again.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe('13800000500'))
    expect((again.getByPlaceholderText('请输入短信验证码') as HTMLInputElement).value).toMatch(/^\d{6}$/)
  })
})

describe('a number pasted as people copy it (src/outcomes/controls.ts: readPhone)', () => {
  it('+852 pasted with +86 chosen: the field shows the number, the area switches and says so, and the sign-in is +852’s', async () => {
    const bodies: Array<Record<string, unknown>> = []
    // Recorded, then answered by the demo back end (a resolver that returns nothing passes the request on).
    testServer.use(
      http.post(/\/home\/api\/(sendVerificationCode|login1)$/, async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>)
      }),
    )
    const { user, form } = await openPhonePanel()
    const phone = form.getByPlaceholderText('请输入手机号') as HTMLInputElement
    const area = form.getByRole('combobox', { name: '区号' }) as HTMLSelectElement
    await user.click(phone)
    await user.paste('+852 5123 4567')
    expect(phone.value).toBe('51234567')
    expect(area.value).toBe('852')
    expect(form.getByRole('status').textContent).toBe('区号已切换为 +852')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await user.type(form.getByPlaceholderText('请输入短信验证码'), await sentCode())
    await user.click(form.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(localStorage.getItem('TOKEN')).toMatch(/^demo\.company\.51234567\./))
    expect(bodies).toEqual([{ mobile: '51234567', area_code: '852' }, expect.objectContaining({ mobile: '51234567', area_code: '852' })])
    // Picking the area by hand ends the notice.
    await user.selectOptions(area, '86')
    expect(form.queryByRole('status')).toBeNull()
  })

  it('a paste replaces the selection; typing is left as typed until the field is left, then read the same way', async () => {
    const { user, form } = await openPhonePanel()
    const phone = form.getByPlaceholderText('请输入手机号') as HTMLInputElement
    await user.type(phone, '139')
    phone.setSelectionRange(0, 3)
    await user.paste('＋８６　１３８－００００－０００１')
    expect(phone.value).toBe('13800000001')
    await user.clear(phone)
    await user.type(phone, '(+86) 138 0000 0001')
    expect(phone.value).toBe('(+86) 138 0000 0001')
    await user.tab()
    expect(phone.value).toBe('13800000001')
    expect((form.getByRole('combobox', { name: '区号' }) as HTMLSelectElement).value).toBe('86')
    expect(form.queryByRole('status')).toBeNull()
    // What gives no number stays as it was pasted, and the rule says what is wrong.
    await user.clear(phone)
    await user.paste('+1 415 555 0100')
    expect(phone.value).toBe('+1 415 555 0100')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
  })
})

describe('phone login controls', () => {
  it('a phone problem found by get-code does not block the next submit once the phone is fixed', async () => {
    const { user, form } = await openPhonePanel()
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('手机号码不能为空')).toBeTruthy()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    expect(form.queryByText('手机号码不能为空')).toBeNull()
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await form.findByText('请先获取验证码')).toBeTruthy()
    await user.clear(form.getByPlaceholderText('请输入手机号'))
    await user.type(form.getByPlaceholderText('请输入手机号'), '123')
    // After a submit, errors follow the input as it changes.
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
  })

  it('disables login while the request runs, sends one request for a double submit, re-enables after', async () => {
    let calls = 0
    testServer.use(
      http.post('*/home/api/login1', async () => {
        calls += 1
        await delay(300)
        return HttpResponse.json({ code: -1, msg: '验证码错误或已失效，请重新获取', data: null })
      }),
    )
    const { user, form } = await openPhonePanel()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await sentCode()
    await user.type(form.getByPlaceholderText('请输入短信验证码'), '12 34 56')
    expect((form.getByPlaceholderText('请输入短信验证码') as HTMLInputElement).value).toBe('123456')
    const submit = form.getByRole('button', { name: '登录' }) as HTMLButtonElement
    await user.click(submit)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(submit.disabled).toBe(true))
    await waitFor(() => expect(submit.disabled).toBe(false))
    expect(calls).toBe(1)
    expect(await screen.findByText('验证码错误或已失效，请重新获取')).toBeTruthy()
  })
})
