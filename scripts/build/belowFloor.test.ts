import { parse } from 'espree'
import { afterEach, describe, expect, it } from 'vitest'
import { isSafeUrl } from '../../src/config/schema'
import { belowFloorWords } from '../../src/words/zh-CN/belowFloor'
import en from '../../src/words/en/belowFloor'
import zhHK from '../../src/words/zh-HK/belowFloor'
import { belowFloorScript } from './belowFloor'

type Words = Parameters<typeof belowFloorScript>[0]

/** The below-floor script (ES3, for IE) in a language, run as the page runs it, with this config. */
function showBelowFloor(config: unknown, words: Words = belowFloorWords.source): HTMLElement | null {
  ;(window as unknown as { __HOME_CONFIG__?: unknown }).__HOME_CONFIG__ = config
  new Function(belowFloorScript(words))()
  return document.getElementById('below-floor')
}

afterEach(() => {
  document.body.replaceChildren()
  delete (window as unknown as { __HOME_CONFIG__?: unknown }).__HOME_CONFIG__
})

describe('the below-floor script', () => {
  it.each([belowFloorWords.source, zhHK, en])('is ES3, which IE parses (%#)', (words) => {
    expect(() => parse(belowFloorScript(words), { ecmaVersion: 3, sourceType: 'script' })).not.toThrow()
  })

  it.each([
    ['zh-CN', belowFloorWords.source, '当前浏览器版本过低，无法使用本站', '极速模式', '客服二维码'],
    ['zh-HK', zhHK, '目前瀏覽器版本過舊，無法使用本網站', '極速模式', '客服二維碼'],
    ['en', en, 'This browser is too old for this site', 'Speed mode', 'Support QR code'],
  ])('says what to do in %s, in place of the app', (_, words, title, mode, alt) => {
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    const box = showBelowFloor(undefined, words)
    expect(box?.getAttribute('role')).toBe('alert')
    expect(box?.querySelector('h1')?.textContent).toBe(title)
    expect(box?.querySelector('strong')?.textContent).toBe(mode)
    expect(box?.textContent).toContain(words.kernelBefore + mode + words.kernelAfter)
    expect(box?.querySelector('img')?.getAttribute('alt')).toBe(alt)
    expect(document.getElementById('root')?.style.display).toBe('none')
  })

  it('writes its words as text, never as markup', () => {
    const box = showBelowFloor(undefined, { ...en, title: '<img src=x onerror=alert(1)>' })
    expect(box?.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(box?.querySelectorAll('img')).toHaveLength(1)
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
    const img = showBelowFloor({ supportQrUrl: url })?.querySelector('img')
    expect(img?.getAttribute('src')).toBe(url !== '' && isSafeUrl(url) ? url : '/home/support-qr.svg')
  })
})
