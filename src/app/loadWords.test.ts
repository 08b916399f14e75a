import { describe, expect, it, vi } from 'vitest'
import { defineWords } from '@/words/define'
import { wordsIn } from '@/words/now'
import { loadSection } from './loadWords'

const arrivals = vi.hoisted(() => ({ fail: true, tries: 0 }))
vi.mock('./catalogs', () => ({
  catalogOf: (language: string, section: string) =>
    language === 'en' && section === 'probe'
      ? () => {
          arrivals.tries++
          return arrivals.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ hello: 'Hello' })
        }
      : () => Promise.resolve({}),
  sectionsOf: () => ['probe'],
}))

const probe = defineWords('probe', { hello: '你好' })

describe('a section whose catalog did not arrive', () => {
  it('shows its source words, and the next load of the language tries again and shows the language’s', async () => {
    await loadSection('en', 'probe')
    expect(arrivals.tries).toBe(1)
    expect(wordsIn('en', probe)?.hello).toBe('你好')
    // A part asking again does not try on every render.
    await loadSection('en', 'probe')
    expect(arrivals.tries).toBe(1)
    arrivals.fail = false
    // As a load of the language does for each of its sections (loadLanguage).
    await loadSection('en', 'probe', true)
    expect(arrivals.tries).toBe(2)
    expect(wordsIn('en', probe)?.hello).toBe('Hello')
    await loadSection('en', 'probe', true)
    expect(arrivals.tries).toBe(2)
  })
})
