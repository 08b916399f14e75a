import type { Section, WordsOf } from './define.ts'
import { SOURCE_LANGUAGE, type Language } from './languages.ts'

/**
 * The language the page speaks now and the words of it that are in: the one registry every layer reads
 * (the screens through `useWords`, src/app/words.ts; the outcomes, the schemas and the client through
 * `wordsNow`). The app loads each section's catalog and provides it here; this module loads nothing.
 */
const loaded = new Map<string, Record<string, unknown>>()
const merged = new Map<string, object>()
let current: Language = SOURCE_LANGUAGE
const keyOf = (language: Language, section: string) => `${language}/${section}`

export function languageNow(): Language {
  return current
}

export function setLanguageNow(language: Language): void {
  current = language
}

/** A section's catalog in a language has come (`{}`: it could not, and its source's words stand in). */
export function provideWords(language: Language, section: string, words: Record<string, unknown>): void {
  loaded.set(keyOf(language, section), words)
  merged.delete(keyOf(language, section))
}

export function hasWords(language: Language, section: string): boolean {
  return language === SOURCE_LANGUAGE || loaded.has(keyOf(language, section))
}

/** A section's words in a language, or undefined while its catalog is not in. */
export function wordsIn<Name extends string, Source>(language: Language, words: Section<Name, Source>): WordsOf<Source> | undefined {
  if (language === SOURCE_LANGUAGE) return words.source as WordsOf<Source>
  const key = keyOf(language, words.section)
  const catalog = loaded.get(key)
  if (!catalog) return undefined
  // A word missing in a catalog (the typecheck keeps them whole) is the source's; made once, so a screen's words keep their identity.
  let whole = merged.get(key)
  if (!whole) merged.set(key, (whole = Object.assign({}, words.source, catalog)))
  return whole as WordsOf<Source>
}

/** A section's words now, for code that is not a component: in the page's language once they are in, else the source's. */
export function wordsNow<Name extends string, Source>(words: Section<Name, Source>): WordsOf<Source> {
  return wordsIn(current, words) ?? (words.source as WordsOf<Source>)
}
