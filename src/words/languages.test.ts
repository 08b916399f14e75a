import { describe, expect, it } from 'vitest'
import { browserLanguage, chooseLanguage, languageOf, languagePath, pageLanguage, pagePath } from './languages'

describe('chooseLanguage: ?lang, then the stored choice, then the browser by script, then zh-CN', () => {
  it.each([
    ['en', 'zh-HK', ['zh-CN'], 'en'],
    ['xx', 'zh-HK', ['en-US'], 'zh-HK'],
    [null, 'zh-hk', ['en-US'], 'zh-HK'],
    [null, 'klingon', ['en-US'], 'en'],
    [null, null, ['zh-TW', 'en'], 'zh-HK'],
    [null, null, ['zh-Hant-CN'], 'zh-HK'],
    [null, null, ['zh-MO'], 'zh-HK'],
    [null, null, ['zh_HK'], 'zh-HK'],
    [null, null, ['en-GB', 'zh-SG'], 'zh-CN'],
    [null, null, ['zh'], 'zh-CN'],
    [null, null, ['zh-Hans-HK'], 'zh-CN'],
    [null, null, ['fr-FR', 'de'], 'en'],
    [null, null, [], 'zh-CN'],
    ['', null, [], 'zh-CN'],
  ] as const)('?lang=%s stored=%s browser=%j → %s', (param, stored, browser, expected) => {
    expect(chooseLanguage(param, stored, browser)).toBe(expected)
  })

  it('an unknown value is ignored, never an error', () => {
    expect(languageOf('zh-TW')).toBeNull()
    expect(languageOf(undefined)).toBeNull()
    expect(browserLanguage([])).toBeNull()
  })
})

describe('a page in a language', () => {
  it.each([
    ['/home/login', 'en', '/home/en/login'],
    ['/home/', 'zh-HK', '/home/zh-HK/'],
    ['/home', 'en', '/home/en'],
    ['/home/en/login', 'zh-HK', '/home/zh-HK/login'],
    ['/home/en/login', 'zh-CN', '/home/login'],
    ['/home/english', 'zh-CN', '/home/english'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(languagePath(path, language)).toBe(expected)
  })

  it('the page without its language', () => {
    expect(pagePath('/home/zh-HK/register')).toBe('/home/register')
    expect(pagePath('/home/en/')).toBe('/home/')
    expect(pagePath('/home/enter')).toBe('/home/enter')
    expect(pageLanguage('/home/zh-HK/register')).toBe('zh-HK')
    expect(pageLanguage('/home/en')).toBe('en')
    expect(pageLanguage('/home/enter')).toBe('zh-CN')
  })
})
