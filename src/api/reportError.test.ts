import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { testServer } from '@/test/server'
import { RELEASE_META } from '@/start/protocol'
import { errorText, pageRelease, reportError, reportFromPage, reportRoute } from './reportError'

const api = (name: string) => `*/home/api/${name}`

describe('reportRoute', () => {
  it('names the page and the params that name the screen, and keeps out what is the person’s', () => {
    expect(reportRoute(new URL('https://x.test/home/login?t=pwd'))).toBe('/home/login?t=pwd')
    expect(reportRoute(new URL('https://x.test/home/loadings?code=0a1b&state=s3cr3t'))).toBe('/home/loadings?code=…&state=…')
    expect(reportRoute(new URL('https://x.test/home/register?id=1&token=abc'))).toBe('/home/register?id=1&token=…')
    expect(reportRoute(new URL('https://x.test/home/bindPhone'))).toBe('/home/bindPhone')
    // A kept param's value is a screen's name or nothing; a key cannot write a line of its own.
    expect(reportRoute(new URL('https://x.test/home/login?jump_url=Review'))).toBe('/home/login?jump_url=Review')
    expect(reportRoute(new URL('https://x.test/home/login?jump_url=13800000001%20%E5%BC%A0%E4%B8%89'))).toBe('/home/login?jump_url=…')
    expect(reportRoute(new URL('https://x.test/home/login?a%0A%20%20%20%20at%20x=1'))).toBe('/home/login?a%0A%20%20%20%20at%20x=…')
  })
})

describe('pageRelease', () => {
  it('is the release the build wrote in the page, or dev', () => {
    const meta = document.createElement('meta')
    meta.name = RELEASE_META
    meta.content = '3f9a0c1d2e4b'
    document.head.append(meta)
    try {
      expect(pageRelease(document)).toBe('3f9a0c1d2e4b')
    } finally {
      meta.remove()
    }
    expect(pageRelease(document)).toBe('dev')
  })
})

describe('errorText', () => {
  it('says the message and the stack once, whichever engine wrote the stack', () => {
    const v8 = new TypeError('boom')
    v8.stack = 'TypeError: boom\n    at f (https://x/home/assets/a.js:1:2)'
    expect(errorText(v8)).toBe(v8.stack)
    const gecko = new TypeError('boom')
    gecko.stack = 'f@https://x/home/assets/a.js:1:2\n'
    expect(errorText(gecko)).toBe('TypeError: boom\nf@https://x/home/assets/a.js:1:2\n')
    expect(errorText('a string')).toBe('a string')
  })
})

describe('reportError', () => {
  it('sends the text, the release and the user agent as the browser gives it (contract: Error report)', async () => {
    const bodies: unknown[] = []
    testServer.use(
      http.post(api('reportError'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ code: 0, msg: '', data: null })
      }),
    )
    await reportError(`[error] /home/login\nTypeError: boom 51c0\n${'x'.repeat(3000)}`, 5_000_000)
    expect(bodies).toHaveLength(1)
    const body = bodies[0] as { text: string; release: string; userAgent: string }
    expect(body.text.startsWith('[error] /home/login\nTypeError: boom 51c0')).toBe(true)
    expect(body.text).toHaveLength(2000)
    expect(body.release).toBe('dev')
    expect(body.userAgent).toBe(navigator.userAgent)
  })

  it('from the page: the route on the first line, and the page’s own address in a frame written as that route too', async () => {
    const bodies: { text: string }[] = []
    testServer.use(
      http.post(api('reportError'), async ({ request }) => {
        bodies.push((await request.json()) as { text: string })
        return HttpResponse.json({ code: 0, msg: '', data: null })
      }),
    )
    const before = window.location.href
    window.history.replaceState(null, '', '/home/loadings?code=0a1b2c&state=s3cr3t')
    try {
      const error = new TypeError('boom 7c1e')
      error.stack = `TypeError: boom 7c1e\n    at <anonymous> (${window.location.href}:1:2200)`
      await reportFromPage('error', error)
    } finally {
      window.history.replaceState(null, '', before)
    }
    expect(bodies).toHaveLength(1)
    expect(bodies[0]!.text).toBe(
      `[error] /home/loadings?code=…&state=…\nTypeError: boom 7c1e\n    at <anonymous> (${window.location.origin}/home/loadings?code=…&state=…:1:2200)`,
    )
    expect(bodies[0]!.text).not.toMatch(/0a1b2c|s3cr3t/)
  })
})
