import { describe, expect, it } from 'vitest'
import { RELEASE_META } from './protocol'
import { errorText, pageRelease, REPORT_INTERVAL_MS, reportRoute, reportText, reportToSend } from './report'

/** A page's address as `location` gives it. */
const at = (href: string) => {
  const url = new URL(href)
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search }
}

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
    // A screen's name: word characters, / . and -, 1 to 40 of them.
    expect(reportRoute(new URL(`https://x.test/home/register?id=a-b/c.d_${'e'.repeat(32)}`))).toBe(
      `/home/register?id=a-b/c.d_${'e'.repeat(32)}`,
    )
    expect(reportRoute(new URL(`https://x.test/home/register?id=${'e'.repeat(41)}`))).toBe('/home/register?id=…')
    expect(reportRoute(new URL('https://x.test/home/login?t=&id=a:b'))).toBe('/home/login?t=…&id=…')
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
    expect(errorText(undefined)).toBe('undefined')
  })
})

describe('reportText', () => {
  it('is `[kind] <route>`, then the failure, the page’s own address in every frame written as that route', () => {
    const page = at('https://x.test/home/loadings?code=0a1b2c&state=s3cr3t')
    const error = new TypeError('boom 7c1e')
    error.stack = `TypeError: boom 7c1e\n    at <anonymous> (${page.href}:1:2200)\n    at b (${page.href}:1:90)`
    const text = reportText('error', error, page)
    expect(text).toBe(
      '[error] /home/loadings?code=…&state=…\nTypeError: boom 7c1e\n' +
        '    at <anonymous> (https://x.test/home/loadings?code=…&state=…:1:2200)\n' +
        '    at b (https://x.test/home/loadings?code=…&state=…:1:90)',
    )
    expect(text).not.toMatch(/0a1b2c|s3cr3t/)
    expect(reportText('unhandledrejection', 'no reason', at('https://x.test/home/login?t=pwd'))).toBe(
      '[unhandledrejection] /home/login?t=pwd\nno reason',
    )
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

describe('reportToSend', () => {
  it('trims the text to 2000 characters, the release to 64 and the user agent to 512', () => {
    const body = reportToSend(`[error] /home/login\n${'x'.repeat(3000)}`, 'r'.repeat(100), 'u'.repeat(600), 1_000)
    expect(body?.text).toHaveLength(2000)
    expect(body?.text.startsWith('[error] /home/login\nxxx')).toBe(true)
    expect(body?.release).toHaveLength(64)
    expect(body?.userAgent).toHaveLength(512)
  })

  it('sends a text once a minute: the same text again within it is not sent, another text is', () => {
    expect(reportToSend('[error] /home/login\nonce 3e1f', 'r', 'ua', 10_000)).not.toBeNull()
    expect(reportToSend('[error] /home/login\nonce 3e1f', 'r', 'ua', 10_000 + REPORT_INTERVAL_MS - 1)).toBeNull()
    expect(reportToSend('[error] /home/login\nonce 9a2b', 'r', 'ua', 10_001)).not.toBeNull()
    expect(reportToSend('[error] /home/login\nonce 3e1f', 'r', 'ua', 10_000 + REPORT_INTERVAL_MS)).not.toBeNull()
  })

  it('texts the same once trimmed are one text', () => {
    const head = `[error] /home/login\n${'y'.repeat(2500)}`
    expect(reportToSend(`${head}a`, 'r', 'ua', 20_000)).not.toBeNull()
    expect(reportToSend(`${head}b`, 'r', 'ua', 20_001)).toBeNull()
  })
})
