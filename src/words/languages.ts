/**
 * The languages the product speaks, and how one is chosen (issue 60; docs/languages.md). A language is
 * a row: its tag (also `<html lang>` and `Accept-Language`), its name in itself (the switch), the area
 * code its readers' numbers have, and the directory of its pages under /home/ ('' for the source).
 * The early script (src/start/early.ts) and the app (src/app/language.tsx) both choose with `chooseLanguage`.
 */
export const LANGUAGES = [
  { tag: 'zh-CN', name: '简体中文', area: '86', dir: '' },
  { tag: 'zh-HK', name: '繁體中文', area: '852', dir: 'zh-HK' },
  { tag: 'en', name: 'English', area: '86', dir: 'en' },
] as const

export type Language = (typeof LANGUAGES)[number]['tag']
type LanguageRow = (typeof LANGUAGES)[number]

/** The source language: its words are the spec's, and the product's default. */
export const SOURCE_LANGUAGE: Language = 'zh-CN'

/** The search param that chooses a language on any URL. */
export const LANGUAGE_PARAM = 'lang'

function rowOf(language: Language): LanguageRow {
  return LANGUAGES.find((row) => row.tag === language) ?? LANGUAGES[0]
}

/** The area code a language's readers' numbers have: a form's first choice (zh-HK: +852); the area code never chooses the language. */
export function readersArea(language: Language): LanguageRow['area'] {
  return rowOf(language).area
}

/** A tag as the product writes it, or null: an unknown value is ignored, never an error. */
export function languageOf(value: string | null | undefined): Language | null {
  return LANGUAGES.find((row) => row.tag.toLowerCase() === value?.toLowerCase())?.tag ?? null
}

/** The browser's languages by script: Traditional (zh-Hant, HK, MO, TW) → zh-HK, other Chinese → zh-CN, none → en. */
export function browserLanguage(languages: readonly string[]): Language | null {
  if (languages.length === 0) return null
  for (const tag of languages) {
    const [lang, ...rest] = tag.toLowerCase().split(/[-_]/)
    if (lang !== 'zh') continue
    // A script subtag decides (zh-Hans-HK reads Simplified); else the region.
    if (rest.includes('hans')) return 'zh-CN'
    return rest.some((part) => ['hant', 'hk', 'mo', 'tw'].includes(part)) ? 'zh-HK' : 'zh-CN'
  }
  return 'en'
}

/** In this order: `?lang=`, the stored choice, the browser's languages, zh-CN. */
export function chooseLanguage(param: string | null, stored: string | null, browser: readonly string[]): Language {
  return languageOf(param) ?? languageOf(stored) ?? browserLanguage(browser) ?? SOURCE_LANGUAGE
}

/** The path of a page in a language: `/home/login` → `/home/en/login` (the source's pages are where they are). */
export function languagePath(pathname: string, language: Language): string {
  const dir = rowOf(language).dir
  const base = pagePath(pathname)
  return dir ? base.replace(/^\/home(?=\/|$)/, `/home/${dir}`) : base
}

/** The row of the language whose directory a path is in (none for the source's pages, where the routes are). */
const rowOfPath = (pathname: string) =>
  LANGUAGES.find(({ dir }) => dir && (pathname === `/home/${dir}` || pathname.startsWith(`/home/${dir}/`)))

/** The language a page is written in, by its path (the build writes each language's pages in its directory). */
export function pageLanguage(pathname: string): Language {
  return rowOfPath(pathname)?.tag ?? SOURCE_LANGUAGE
}

/** A page's path without its language's directory: `/home/en/login` → `/home/login`. */
export function pagePath(pathname: string): string {
  const row = rowOfPath(pathname)
  return row ? `/home${pathname.slice('/home/'.length + row.dir.length)}` : pathname
}
