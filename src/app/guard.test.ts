import { beforeEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { testServer } from '@/test/server'
import { readLocal, writeLocal } from '@/session/storage'
import { keepArrivalReferrer, takeArrivalReferrer } from '@/session/arrival'
import { makeToken } from '@/mocks/handlers'

vi.mock('./browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('./browser')>()), leaveTo: vi.fn() }))

const { leaveTo } = await import('./browser')
const { guard, runSessionCheck, wantsWipe } = await import('./guard')
const { appPath } = await import('@/outcomes/navigation')

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true })
}

beforeEach(() => {
  vi.mocked(leaveTo).mockClear()
  setReferrer('')
})

describe('root guard (spec section 2 "Navigation guard")', () => {
  it('strips the /home base', () => {
    expect([appPath('/home'), appPath('/home/'), appPath('/home/login'), appPath('/home/login/')]).toEqual(['/', '/', '/login', '/login'])
  })

  it.each([
    ['/home/', { clear: '1' }, true],
    ['/home/login', { exit: '' }, true],
    ['/home/login', {}, false],
    ['/home/review', { clear: '1' }, false],
  ])('%s %j wipes: %s', (pathname, search, expected) => {
    expect(wantsWipe({ pathname, search })).toBe(expected)
  })

  it('?clear wipes all local storage', async () => {
    writeLocal('strNo', 'S1')
    writeLocal('list', '[]')
    await guard({ pathname: '/home/login', search: { clear: '1' } })
    expect(localStorage.length).toBe(0)
  })

  it('saves the referrer only when its host is trusted', async () => {
    setReferrer('https://evil.test/page')
    await guard({ pathname: '/home/login', search: {} })
    expect(readLocal('referrer_url')).toBeNull()
    setReferrer('http://127.0.0.1:9000/shop?x=1')
    await guard({ pathname: '/home/login', search: {} })
    expect(readLocal('referrer_url')).toBe('http://127.0.0.1:9000/shop?x=1')
  })

  it('after the early script went on for a jump_url, the referrer the person came with counts (once), not the login page', async () => {
    keepArrivalReferrer('http://127.0.0.1:9000/portal')
    setReferrer('http://localhost:3000/home/login?jump_url=Review')
    await guard({ pathname: '/home/review', search: {} })
    expect(readLocal('referrer_url')).toBe('http://127.0.0.1:9000/portal')
    keepArrivalReferrer('https://evil.test/page')
    await guard({ pathname: '/home/review', search: {} })
    expect(readLocal('referrer_url')).toBe('http://127.0.0.1:9000/portal')
    expect(takeArrivalReferrer()).toBeNull()
  })

  it('a session check answering company leaves for the company app with the token', async () => {
    const token = makeToken('company', '13800000001')
    writeLocal('TOKEN', token)
    // Loaded before the clock is faked, as in the browser after the first check.
    await Promise.all([import('@/api/checkLogin'), import('@/outcomes/session-check')])
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const done = guard({ pathname: '/home/login', search: {} })
      await vi.advanceTimersByTimeAsync(3000)
      await done
    } finally {
      vi.useRealTimers()
    }
    expect(leaveTo).toHaveBeenCalledWith(
      `${window.location.origin}/demo/company/login?token=${encodeURIComponent(token).replace(/%20/g, '+')}`,
      'self',
    )
  })

  it('a factory session leaves for the factory app', async () => {
    writeLocal('TOKEN', makeToken('factory', '13800000002'))
    expect(await runSessionCheck()).toBe('left')
    expect(vi.mocked(leaveTo).mock.calls[0]?.[0]).toMatch(/\/demo\/factory\/login\?token=demo\.factory\./)
  })

  it('sends the token and the saved referrer', async () => {
    writeLocal('TOKEN', 'T-1')
    writeLocal('referrer_url', 'http://localhost/shop')
    let body: unknown = null
    testServer.use(
      http.post('*/home/api/checkLogin', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: 0, msg: '', data: { type: 0 } })
      }),
    )
    expect(await runSessionCheck()).toBe('stay')
    expect(body).toEqual({ token: 'T-1', referrer_url: 'http://localhost/shop' })
  })

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an unknown type', () => HttpResponse.json({ code: 0, msg: '', data: { type: 'weird' } })],
  ])('%s never blocks navigation', async (_name, respond) => {
    writeLocal('TOKEN', 'T-1')
    testServer.use(http.post('*/home/api/checkLogin', respond))
    await expect(guard({ pathname: '/home/login', search: {} })).resolves.toBeUndefined()
    expect(leaveTo).not.toHaveBeenCalled()
  })

  it('a slow check is capped at 3 s', async () => {
    writeLocal('TOKEN', 'T-1')
    testServer.use(
      http.post('*/home/api/checkLogin', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const done = guard({ pathname: '/home/login', search: {} })
      await vi.advanceTimersByTimeAsync(3000)
      await expect(done).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
    expect(leaveTo).not.toHaveBeenCalled()
  })
})
