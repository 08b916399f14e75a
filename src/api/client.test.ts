import { afterEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { testServer } from '@/test/server'
import { writeLocal } from '@/session/storage'
import { ApiError, callApi, setServerErrorHandler } from './client'
import { login } from './login'
import { login1 } from './login1'
import { getArea } from './getArea'

const api = (name: string) => `*/home/api/${name}`

afterEach(() => setServerErrorHandler(null))

describe('API client (contract "Transport" and "Answers")', () => {
  it('POSTs JSON with the Bearer token when one is held, {} when there is no payload', async () => {
    writeLocal('TOKEN', 'tok-1')
    let seen: { auth: string | null; type: string | null; body: unknown } | null = null
    testServer.use(
      http.post(api('getOss'), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() }
        return HttpResponse.json({ code: 0, msg: '', data: null })
      }),
    )
    await callApi('POST', 'getOss')
    expect(seen).toEqual({ auth: 'Bearer tok-1', type: expect.stringContaining('application/json'), body: {} })
  })

  it('sends a GET payload as query parameters', async () => {
    let query = ''
    testServer.use(
      http.get(api('login'), ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json({ code: 0, msg: '', data: { type: 'company', Bearer: 'B' } })
      }),
    )
    await login({ code: 'abc', state: 's1', isAuto: 1 })
    expect(query).toBe('?code=abc&state=s1&isAuto=1')
  })

  it('reads data.<field> first, then the top level; 1 and "1" are one type', async () => {
    testServer.use(
      http.post(api('login1'), () =>
        HttpResponse.json({ code: '0', msg: 'ok', type: 'top', strNo: 'S-top', Bearer: 'B-top', data: { type: 1, number: 7 } }),
      ),
    )
    const a = await login1({ mobile: '13800000001', code: '1', isAuto: 0, area_code: '86' })
    expect(a).toMatchObject({ code: 0, msg: 'ok', type: '1', strNo: 'S-top', bearer: 'B-top', number: '7' })
  })

  it('keeps data.code / data.msg apart from the envelope', async () => {
    testServer.use(http.post(api('login1'), () => HttpResponse.json({ code: 0, msg: '', data: { type: 'x', code: -1, msg: '内层' } })))
    const a = await login1({ mobile: '13800000001', code: '1', isAuto: 0, area_code: '86' })
    expect(a).toMatchObject({ code: 0, dataCode: -1, dataMsg: '内层' })
  })

  it('parses HTTP 422 as a normal answer', async () => {
    testServer.use(http.post(api('login1'), () => HttpResponse.json({ code: -1, msg: '验证码错误', data: null }, { status: 422 })))
    await expect(login1({ mobile: '13800000001', code: '1', isAuto: 0, area_code: '86' })).resolves.toMatchObject({
      code: -1,
      msg: '验证码错误',
    })
  })

  it.each([500, 502, 503])('hands a %i to the /error handler and fails the call', async (status) => {
    const onServerError = vi.fn()
    setServerErrorHandler(onServerError)
    testServer.use(http.post(api('login1'), () => new HttpResponse('boom', { status })))
    await expect(login1({ mobile: '13800000001', code: '1', isAuto: 0, area_code: '86' })).rejects.toMatchObject({
      kind: 'server',
      status,
    })
    expect(onServerError).toHaveBeenCalledTimes(1)
  })

  it('a 4xx other than 422 is a bad answer, not a server error', async () => {
    const onServerError = vi.fn()
    setServerErrorHandler(onServerError)
    testServer.use(http.post(api('login1'), () => new HttpResponse('gone', { status: 499 })))
    await expect(login1({ mobile: '13800000001', code: '1', isAuto: 0, area_code: '86' })).rejects.toMatchObject({ kind: 'badAnswer' })
    expect(onServerError).not.toHaveBeenCalled()
  })

  it('a quiet call (session check, error report) never goes to /error', async () => {
    const onServerError = vi.fn()
    setServerErrorHandler(onServerError)
    testServer.use(http.post(api('reportError'), () => new HttpResponse(null, { status: 500 })))
    await expect(callApi('POST', 'reportError', { text: 'x' }, { quiet: true })).rejects.toBeInstanceOf(ApiError)
    expect(onServerError).not.toHaveBeenCalled()
  })

  it('a network failure says 网络异常，请稍后重试', async () => {
    testServer.use(http.post(api('login1'), () => HttpResponse.error()))
    await expect(login1({ mobile: '1', code: '1', isAuto: 0, area_code: '86' })).rejects.toMatchObject({
      kind: 'network',
      message: '网络异常，请稍后重试',
    })
  })

  it('times out after 15 s with the network message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      testServer.use(
        http.post(api('login1'), async () => {
          await delay('infinite')
          return HttpResponse.json({})
        }),
      )
      const call = login1({ mobile: '1', code: '1', isAuto: 0, area_code: '86' })
      const settled = expect(call).rejects.toMatchObject({ kind: 'network', message: '网络异常，请稍后重试' })
      await vi.advanceTimersByTimeAsync(15_000)
      await settled
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    ['malformed JSON', () => new HttpResponse('{"code":0,', { headers: { 'Content-Type': 'application/json' } })],
    ['HTML', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['no code', () => HttpResponse.json({ msg: 'x' })],
    ['type of the wrong shape', () => HttpResponse.json({ code: 0, msg: '', data: { type: { a: 1 } } })],
    ['list of the wrong shape', () => HttpResponse.json({ code: 0, msg: '', data: { type: 'list', list: 'nope' } })],
    ['a 404', () => HttpResponse.json({ code: 0 }, { status: 404 })],
  ])('an answer that does not parse (%s) is a failed call', async (_name, respond) => {
    testServer.use(http.post(api('login1'), respond))
    await expect(login1({ mobile: '1', code: '1', isAuto: 0, area_code: '86' })).rejects.toMatchObject({ kind: 'badAnswer' })
  })

  it('parses the area tree from the demo back end (real divisions)', async () => {
    const tree = await getArea()
    const guangdong = tree.find((p) => p.name === '广东省')
    expect(guangdong?.children.find((c) => c.name === '汕头市')?.children.some((d) => d.name === '澄海区')).toBe(true)
  })
})
