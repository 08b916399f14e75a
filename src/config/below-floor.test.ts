import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { isSafeUrl } from './schema'

/** public/below-floor.js (ES3, for IE) run as the page runs it, with this config. */
function showBelowFloor(config: unknown): HTMLImageElement | null {
  ;(window as unknown as { __HOME_CONFIG__?: unknown }).__HOME_CONFIG__ = config
  new Function(readFileSync('public/below-floor.js', 'utf8'))()
  return document.querySelector('#below-floor img')
}

afterEach(() => {
  document.body.replaceChildren()
  delete (window as unknown as { __HOME_CONFIG__?: unknown }).__HOME_CONFIG__
})

describe('public/below-floor.js', () => {
  it('says what to do, in Chinese, in place of the app', () => {
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    showBelowFloor(undefined)
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('当前浏览器版本过低，无法使用本站')
    expect(document.getElementById('root')?.style.display).toBe('none')
  })

  it.each([
    'https://cdn.example/qr.png',
    'HTTP://cdn.example/qr.png',
    '/home/qr.png',
    '//evil.example/qr.png',
    '/\\evil.example/qr.png',
    '/home/a\\b.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https:/evil.example',
    'https://',
    '',
  ])('the support QR %j as the config schema allows it (isSafeUrl)', (url) => {
    const img = showBelowFloor({ supportQrUrl: url })
    expect(img?.getAttribute('src')).toBe(url !== '' && isSafeUrl(url) ? url : '/home/support-qr.svg')
  })
})
