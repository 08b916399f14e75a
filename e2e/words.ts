import type { Section, WordsOf } from '../src/words/define'
import { SOURCE_LANGUAGE, type Language } from '../src/words/languages'

/** A section's words in a language, as a page in that language shows them (its catalog, src/words/<language>/<section>.ts). */
export async function wordsIn<Name extends string, Source>(language: Language, section: Section<Name, Source>): Promise<WordsOf<Source>> {
  if (language === SOURCE_LANGUAGE) return section.source as WordsOf<Source>
  const catalog = (await import(`../src/words/${language}/${section.section}.ts`)) as { default: WordsOf<Source> }
  return catalog.default
}
