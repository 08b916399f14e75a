import { definedSections, onSectionDefined } from '@/words/define'
import type { Language } from '@/words/languages'
import { hasWords, languageNow, provideWords, setLanguageNow } from '@/words/now'

/**
 * The language the app speaks and each section's words in it (docs/languages.md). The source's words
 * come with the code that shows them; another language's come as a chunk per section
 * (src/app/catalogs.ts), loaded for every section whose code has run before the first render and as
 * each part loaded on demand brings its own; a section not yet in holds its part (Suspense) until it is.
 */
const pending = new Map<string, Promise<void>>()
/** Sections whose catalog did not arrive: their source words stand in, and the next load of the language tries again. */
const failed = new Set<string>()

export function loadSection(language: Language, section: string, again = false): Promise<void> {
  const key = `${language}/${section}`
  if (hasWords(language, section) && !(again && failed.has(key))) return Promise.resolve()
  let loading = pending.get(key)
  if (!loading) {
    loading = import('./catalogs')
      .then(({ catalogOf }) => catalogOf(language, section)?.())
      // A section missing shows its source words rather than nothing (the typecheck keeps every catalog whole).
      .then((words) => {
        failed.delete(key)
        provideWords(language, section, words ?? {})
      })
      .catch(() => {
        failed.add(key)
        // Shown in the source's words until it arrives, not held: the part is usable.
        if (!hasWords(language, section)) provideWords(language, section, {})
      })
      .finally(() => pending.delete(key))
    pending.set(key, loading)
  }
  return loading
}

/** Every section whose code has run, in a language (a failed one again): before the first render, and before a switch shows it. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all(definedSections().map((section) => loadSection(language, section, true)))
}

/** Every section of a language, whether its code has run or not (the build's prerender, which cannot wait for a part). */
export async function loadEveryWord(language: Language): Promise<void> {
  const { sectionsOf } = await import('./catalogs')
  await Promise.all(sectionsOf(language).map((section) => loadSection(language, section)))
}

/** The page's language from now on, for every layer (src/words/now.ts), and the words of each part that arrives in it. */
export function speakFromNow(language: Language): void {
  setLanguageNow(language)
  // A part loaded on demand brings its section: its words in this language start coming at once.
  onSectionDefined((section) => void loadSection(languageNow(), section))
}
