import { createContext, useContext } from 'react'
import { definedSections, onSectionDefined, type Section, type WordsOf } from '@/words/define'
import { SOURCE_LANGUAGE, type Language } from '@/words/languages'

/**
 * The language the app speaks and each section's words in it (its provider: src/app/language.tsx) (docs/languages.md). The source's words
 * come with the code that shows them; another language's come as a chunk per section
 * (src/app/catalogs.ts), loaded for every section whose code has run before the first render and as
 * each part loaded on demand brings its own; a section not yet in holds its part (Suspense) until it is.
 */
const loaded = new Map<string, Record<string, unknown>>()
const pending = new Map<string, Promise<void>>()
let current: Language = SOURCE_LANGUAGE
const keyOf = (language: Language, section: string) => `${language}/${section}`

function loadSection(language: Language, section: string): Promise<void> {
  const key = keyOf(language, section)
  if (language === SOURCE_LANGUAGE || loaded.has(key)) return Promise.resolve()
  let loading = pending.get(key)
  if (!loading) {
    loading = import('./catalogs')
      .then(({ catalogOf }) => catalogOf(language, section)?.())
      // A section missing or failed to load shows its source words rather than nothing (the typecheck keeps every catalog whole).
      .then((words) => void loaded.set(key, words ?? {}))
      .catch(() => void loaded.set(key, {}))
      .finally(() => pending.delete(key))
    pending.set(key, loading)
  }
  return loading
}

/** Every section whose code has run, in a language: before the first render, and before a switch shows it. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all(definedSections.map((section) => loadSection(language, section)))
}

/** The language from now on, for the code without React (the outcomes' messages, the schemas' texts): the app sets it. */
export function setLanguageNow(language: Language): void {
  current = language
  // A part loaded on demand brings its section: its words in this language start coming at once.
  onSectionDefined((section) => void loadSection(current, section))
}

function wordsIn<Name extends string, Source>(language: Language, words: Section<Name, Source>): WordsOf<Source> | undefined {
  if (language === SOURCE_LANGUAGE) return words.source as WordsOf<Source>
  const catalog = loaded.get(keyOf(language, words.section))
  if (!catalog) return undefined
  // A word missing in a catalog (it cannot pass the typecheck) is the source's.
  return { ...(words.source as object), ...catalog } as WordsOf<Source>
}

/** A section's words now, for code that is not a component: in the app's language once it is in, else the source's. */
export function wordsNow<Name extends string, Source>(words: Section<Name, Source>): WordsOf<Source> {
  return wordsIn(current, words) ?? (words.source as WordsOf<Source>)
}

interface LanguageState {
  language: Language
  /** Changes the language in place once its words for what the page shows are in; resolves then. */
  switchTo: (language: Language) => Promise<void>
}

export const LanguageContext = createContext<LanguageState>({ language: SOURCE_LANGUAGE, switchTo: async () => {} })

export function useLanguage(): LanguageState {
  return useContext(LanguageContext)
}

/** A section's words for a screen, in the app's language: the one place a screen takes its words from. */
export function useWords<Name extends string, Source>(words: Section<Name, Source>): WordsOf<Source> {
  const { language } = useContext(LanguageContext)
  const found = wordsIn(language, words)
  if (found) return found
  // Its part's code has just come: hold it until its words in this language are in.
  throw loadSection(language, words.section)
}
