import { createContext, useContext } from 'react'
import type { Section, WordsOf } from '@/words/define'
import { SOURCE_LANGUAGE, type Language } from '@/words/languages'
import { wordsIn } from '@/words/now'
import { loadSection } from './loadWords'

/**
 * A screen's words (docs/languages.md): `useWords(section)`, in the page's language, switched in place by
 * src/app/language.tsx; they load with src/app/loadWords.ts.
 */
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
