import { local, safeSet } from './storage'

/**
 * The person's choice of language (the switch, or a `?lang=` they arrived with), kept for their next
 * visits, WeChat's return and the registration journey. Read raw: `chooseLanguage` (src/words/languages.ts)
 * takes a stored value only if it names a language. A product key (the spec names none), namespaced.
 */
const LANGUAGE_KEY = 'home:lang'

export function storedLanguage(): string | null {
  try {
    return local()?.getItem(LANGUAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function storeLanguage(language: string): void {
  safeSet(local(), LANGUAGE_KEY, language)
}
