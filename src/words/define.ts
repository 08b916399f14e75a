/**
 * One home for words (docs/languages.md): every text the product writes is a word of a section, and a
 * section's source is its zh-CN words (`src/words/zh-CN/`, the spec's texts character for character).
 * A section is one module, so a page's chunk carries only the sections its code imports.
 */

/** A section's words as another language must give them: the same keys, texts for texts, functions for functions. */
export type WordsOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : WordsOf<T[K]>
}

/** A section's zh-CN source, the shape another language's catalog of that section gives (`WordsOf<SourceOf<typeof x>>`). */
export type SourceOf<S> = S extends Section<string, infer Source> ? Source : never

/** A section: its name (the key of every language's catalog) and its zh-CN source. */
export interface Section<Name extends string, Source> {
  readonly section: Name
  readonly source: Source
}

interface Registry {
  defined: string[]
  listener: ((section: string) => void) | null
}

/**
 * Kept on a function declaration, which exists before its module has run: chunks that import each other
 * may run a section's definition before this module's own statements (a module variable would be undefined then).
 */
function registry(): Registry {
  const holder = registry as typeof registry & { kept?: Registry }
  return (holder.kept ??= { defined: [], listener: null })
}

/** The sections whose code has run: what the page can show (src/app/loadWords.ts loads their words in the page's language). */
export function definedSections(): readonly string[] {
  return registry().defined
}

/** Called with each section defined from now on (a part loaded on demand brings its section). */
export function onSectionDefined(listener: (section: string) => void): void {
  registry().listener = listener
}

export function defineWords<const Name extends string, const Source extends Record<string, unknown>>(
  section: Name,
  source: Source,
): Section<Name, Source> {
  const kept = registry()
  kept.defined.push(section)
  kept.listener?.(section)
  return { section, source }
}
