import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { testServer } from '@/test/server'
import { RELEASE_META } from '@/start/protocol'
import { pageRelease, reportError, reportRoute } from './reportError'

const api = (name: string) => `*/home/api/${name}`

describe('reportRoute', () => {
  it('names the page and the params that name the screen, and keeps out what is the person’s', () => {
    expect(reportRoute(new URL('https://x.test/home/login?t=pwd'))).toBe('/home/login?t=pwd')
    expect(reportRoute(new URL('https://x.test/home/loadings?code=0a1b&state=s3cr3t'))).toBe('/home/loadings?code=…&state=…')
    expect(reportRoute(new URL('https://x.test/home/register?id=1&token=abc'))).toBe('/home/register?id=1&token=…')
    expect(reportRoute(new URL('https://x.test/home/bindPhone'))).toBe('/home/bindPhone')
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
})
