import { createContext, useContext } from 'react'
import { definedSections, onSectionDefined, type Section, type WordsOf } from '@/words/define'
import { SOURCE_LANGUAGE, type Language } from '@/words/languages'
import { hasWords, languageNow, provideWords, setLanguageNow as setLanguage, wordsIn } from '@/words/now'

export { wordsNow } from '@/words/now'

/**
 * The language the app speaks and each section's words in it (its provider: src/app/language.tsx) (docs/languages.md). The source's words
 * come with the code that shows them; another language's come as a chunk per section
 * (src/app/catalogs.ts), loaded for every section whose code has run before the first render and as
 * each part loaded on demand brings its own; a section not yet in holds its part (Suspense) until it is.
 */
const pending = new Map<string, Promise<void>>()

function loadSection(language: Language, section: string): Promise<void> {
  if (hasWords(language, section)) return Promise.resolve()
  const key = `${language}/${section}`
  let loading = pending.get(key)
  if (!loading) {
    loading = import('./catalogs')
      .then(({ catalogOf }) => catalogOf(language, section)?.())
      // A section missing or failed to load shows its source words rather than nothing (the typecheck keeps every catalog whole).
      .then((words) => provideWords(language, section, words ?? {}))
      .catch(() => provideWords(language, section, {}))
      .finally(() => pending.delete(key))
    pending.set(key, loading)
  }
  return loading
}

/** Every section whose code has run, in a language: before the first render, and before a switch shows it. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all(definedSections.map((section) => loadSection(language, section)))
}

/** Every section of a language, whether its code has run or not (the build's prerender, which cannot wait for a part). */
export async function loadEveryWord(language: Language): Promise<void> {
  const { sectionsOf } = await import('./catalogs')
  await Promise.all(sectionsOf(language).map((section) => loadSection(language, section)))
}

/** The page's language from now on, for every layer (src/words/now.ts). */
export function setLanguageNow(language: Language): void {
  setLanguage(language)
  // A part loaded on demand brings its section: its words in this language start coming at once.
  onSectionDefined((section) => void loadSection(languageNow(), section))
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
