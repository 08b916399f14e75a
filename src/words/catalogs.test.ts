import { describe, expect, it } from 'vitest'
import * as OpenCC from 'opencc-js'
import { LANGUAGES, SOURCE_LANGUAGE } from './languages'
import type { Section } from './define'

/** Every section's source (zh-CN) and every other language's catalog of it, as the app loads them (src/app/catalogs.ts). */
const SOURCES = import.meta.glob<Record<string, unknown>>('./zh-CN/*.ts', { eager: true })
const CATALOGS = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./zh-CN/*.ts', '!./*.test.ts'], {
  eager: true,
  import: 'default',
})

const sections = Object.entries(SOURCES).map(([file, module]) => {
  const section = Object.values(module).find(
    (v): v is Section<string, Record<string, unknown>> => typeof v === 'object' && v !== null && 'section' in v,
  )
  if (!section) throw new Error(`${file} defines no section`)
  return section
})

/** Every text of a catalog, a function's with sample values (numbers, a name), by its path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    const word = value as (...args: unknown[]) => unknown
    let text: unknown
    try {
      text = word(...SAMPLE.slice(0, word.length))
    } catch {
      // A word of names, not numbers.
      text = word(...SAMPLE_NAMES.slice(0, word.length))
    }
    return texts(text, `${path}()`)
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k))
  return []
}
const SAMPLE = [2026, 11, 28, 6, 1]
const SAMPLE_NAMES = ['Name', 'detail', 'more', 'last']
/** Keys as a catalog has them: the shape, with functions and texts alike. */
const keys = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)]))
    : typeof value === 'function'
      ? 'fn'
      : 'text'

const HAN = /\p{Script=Han}/u
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' })
/** The brand, a proper name the English page shows as is. */
const KEPT_IN_ENGLISH: readonly string[] = []

describe.each(LANGUAGES.filter((l) => l.tag !== SOURCE_LANGUAGE))('the $tag catalog', ({ tag }) => {
  it.each(sections.map((s) => [s.section, s] as const))('has %s, with every key of the source', (name, section) => {
    const catalog = CATALOGS[`./${tag}/${name}.ts`]
    expect(catalog, `src/words/${tag}/${name}.ts`).toBeDefined()
    expect(keys(catalog)).toEqual(keys(section.source))
  })

  if (tag === 'en')
    it('writes no Han character', () => {
      const han = sections.flatMap((s) =>
        texts(CATALOGS[`./en/${s.section}.ts`])
          .filter(([, t]) => HAN.test(t) && !KEPT_IN_ENGLISH.includes(t))
          .map(([p, t]) => `${s.section}.${p}: ${t}`),
      )
      expect(han).toEqual([])
    })

  if (tag === 'zh-HK')
    it("is in Hong Kong's characters: opencc-js cn → hk changes nothing", () => {
      const changed = sections.flatMap((s) =>
        texts(CATALOGS[`./zh-HK/${s.section}.ts`])
          .filter(([, t]) => toHongKong(t) !== t)
          .map(([p, t]) => `${s.section}.${p}: ${t} → ${toHongKong(t)}`),
      )
      expect(changed).toEqual([])
    })
})

it('a catalog of a section no source defines fails', () => {
  const names = new Set(sections.map((s) => s.section))
  expect(Object.keys(CATALOGS).filter((file) => !names.has(file.replace(/^\.\/[^/]+\/|\.ts$/g, '')))).toEqual([])
})
