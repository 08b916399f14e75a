// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { XSS_PAYLOADS } from '@/test/attackPayloads'
import type { ShownReport } from '../../scripts/symbolicate/symbolicate.ts'
import { demoErrorsPage, keepReport, REPORTS_KEPT } from './errors'
import type { KeptReport } from './reports'

const shown = (report: KeptReport, lines: ShownReport['lines']): ShownReport => ({
  report,
  engine: 'QQBrowser 14.9 · Blink 86.0.4240.99 · Android 10 · mobile',
  release: report.release,
  lines,
  frames: lines.length - 1,
  mapped: lines.filter((l) => l.original).length,
  problems: [],
})

describe('demo back end: reportError', () => {
  it('keeps what the contract sends, and a text alone as a back end that reads only it would; newest last, at most REPORTS_KEPT', () => {
    const kept: KeptReport[] = []
    expect(keepReport(kept, { text: 'a', release: 'r1', userAgent: 'UA' }, 1)).toBe(true)
    expect(keepReport(kept, { text: 'b' }, 2)).toBe(true)
    expect(kept).toEqual([
      { text: 'a', release: 'r1', userAgent: 'UA', at: 1 },
      { text: 'b', release: '', userAgent: '', at: 2 },
    ])
    for (let i = 0; i < REPORTS_KEPT; i++) keepReport(kept, { text: `t${i}` }, 10 + i)
    expect(kept).toHaveLength(REPORTS_KEPT)
    expect(kept[0]!.text).toBe('t0')
  })

  it.each([
    ['no text', { release: 'r1' }],
    ['a text over 2000 characters', { text: 'x'.repeat(2001) }],
    ['not an object', 'boom'],
  ])('ignores %s', (_name, body) => {
    const kept: KeptReport[] = []
    expect(keepReport(kept, body)).toBe(false)
    expect(kept).toEqual([])
  })

  it('/demo/errors shows each report newest first with its release, engine and frames in our source, all as text', () => {
    const older = { text: '[error] /home/login', release: 'r1', userAgent: 'UA1', at: 1 }
    const newer = { text: `[render] /home/bindPhone\n${XSS_PAYLOADS.join('\n')}`, release: 'r2', userAgent: XSS_PAYLOADS[1]!, at: 2 }
    const page = demoErrorsPage([
      shown(older, [{ raw: older.text }]),
      shown(newer, [
        { raw: '[render] /home/bindPhone' },
        ...XSS_PAYLOADS.map((raw) => ({ raw })),
        {
          raw: '    at Object.select (https://x/home/assets/shell-1.js:13:108120)',
          original: { source: 'src/app/head.ts', line: 28, column: 10, name: 'select', code: '.at(-1), <img src=x onerror=alert(1)>' },
        },
      ]),
    ])
    for (const payload of XSS_PAYLOADS.filter((p) => p.includes('<'))) expect(page).not.toContain(payload)
    expect(page.indexOf('data-release="r2"')).toBeLessThan(page.indexOf('data-release="r1"'))
    expect(page).toContain('<code class="src">src/app/head.ts:28:10</code>')
    expect(page).toContain('QQBrowser 14.9 · Blink 86.0.4240.99')
  })

  it('/demo/errors splits the reports by the language of the page that sent them, so a failing language shows up', () => {
    const report = (language: 'en' | 'zh-HK' | undefined, at: number) => ({
      text: '[error] /home/login',
      release: 'r',
      userAgent: 'UA',
      language,
      at,
    })
    const page = demoErrorsPage([
      shown(report('en', 1), []),
      shown(report('en', 2), []),
      shown(report('zh-HK', 3), []),
      shown(report(undefined, 4), []),
    ])
    expect(page).toContain('<span data-by-language>en 2 条 · zh-HK 1 条 · （未注明） 1 条</span>')
    expect(page).toContain('<dt>语言</dt><dd>zh-HK</dd>')
  })
})
