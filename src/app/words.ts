import type { Section, WordsOf } from '@/words/define'

/**
 * A section's words for a screen: the one place a screen takes its words from (docs/languages.md).
 * zh-CN is the product's one language today, so they are the section's source.
 */
export function useWords<Name extends string, Source>(words: Section<Name, Source>): WordsOf<Source> {
  return words.source as WordsOf<Source>
}
