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

export function defineWords<const Name extends string, const Source extends Record<string, unknown>>(
  section: Name,
  source: Source,
): Section<Name, Source> {
  return { section, source }
}
