import type { Language } from '@/words/languages'

/**
 * Each language's words but the source's, a chunk per section (src/words/<language>/<section>.ts): a page
 * downloads the sections its code shows, in its reader's language; a zh-CN reader downloads none of them,
 * nor this map (src/app/loadWords.ts imports it only for another language).
 */
const CATALOGS = import.meta.glob<Record<string, unknown>>(['/src/words/*/*.ts', '!/src/words/zh-CN/*.ts', '!**/*.test.ts'], {
  import: 'default',
})

/** Every section a language has a catalog of (the build's prerender renders with all of them in). */
export function sectionsOf(language: Language): string[] {
  const prefix = `/src/words/${language}/`
  return Object.keys(CATALOGS)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.ts'.length))
}

export function catalogOf(language: Language, section: string): (() => Promise<Record<string, unknown>>) | undefined {
  return CATALOGS[`/src/words/${language}/${section}.ts`]
}
