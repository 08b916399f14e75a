import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '@/config/schema'
import { setConfig } from '@/config/store'
import { reportError, reportFromPage } from './reportError'

/** What the page handed to navigator.sendBeacon: where, and the body as the back end reads it. */
let beacons: { url: string; body: Blob }[] = []
beforeEach(() => {
  beacons = []
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body })
      return true
    },
  })
})
/** The bodies sent, as the back end reads them. */
const sent = () =>
  Promise.all(beacons.map(async (b) => JSON.parse(await b.body.text()) as { text: string; release: string; userAgent: string }))
afterEach(() => setConfig(DEFAULT_CONFIG))

describe('reportError', () => {
  it('sends the text, the release and the user agent as the browser gives it, by a beacon to config.js’s apiBase (contract: Error report)', async () => {
    setConfig({ ...DEFAULT_CONFIG, apiBase: 'https://api.example.com/v2/' })
    reportError(`[error] /home/login\nTypeError: boom 51c0\n${'x'.repeat(3000)}`, 5_000_000)
    expect(beacons).toHaveLength(1)
    expect(beacons[0]!.url).toBe('https://api.example.com/v2/reportError')
    // JSON, as the contract's document says (scripts/contract/document.ts) and reportVitals sends.
    expect(beacons[0]!.body.type).toBe('application/json')
    const [body] = await sent()
    expect(body!.text.startsWith('[error] /home/login\nTypeError: boom 51c0')).toBe(true)
    expect(body!.text).toHaveLength(2000)
    expect(body!.release).toBe('dev')
    expect(body!.userAgent).toBe(navigator.userAgent)
    // The page's language, so a failing language shows up (docs/field-reports.md).
    expect(body).toMatchObject({ language: 'zh-CN' })
  })

  it('sends a text at most once a minute', async () => {
    reportError('same text', 1_000_000)
    reportError('same text', 1_000_500)
    reportError('other text', 1_000_600)
    expect((await sent()).map((b) => b.text)).toEqual(['same text', 'other text'])
  })

  it('a beacon the browser refuses or throws on is dropped, never thrown', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('refused')
      },
    })
    expect(() => reportError('refused text', 2_000_000)).not.toThrow()
  })

  it('from the page: the route on the first line, and the page’s own address in a frame written as that route too', async () => {
    const before = window.location.href
    window.history.replaceState(null, '', '/home/loadings?code=0a1b2c&state=s3cr3t')
    try {
      const error = new TypeError('boom 7c1e')
      error.stack = `TypeError: boom 7c1e\n    at <anonymous> (${window.location.href}:1:2200)`
      reportFromPage('error', error)
    } finally {
      window.history.replaceState(null, '', before)
    }
    expect(beacons).toHaveLength(1)
    const [report] = await sent()
    const text = report!.text
    expect(text).toBe(
      `[error] /home/loadings?code=…&state=…\nTypeError: boom 7c1e\n    at <anonymous> (${window.location.origin}/home/loadings?code=…&state=…:1:2200)`,
    )
    expect(text).not.toMatch(/0a1b2c|s3cr3t/)
  })
})
