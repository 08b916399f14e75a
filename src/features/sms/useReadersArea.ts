import { useState } from 'react'
import { useLanguage } from '@/app/words'
import type { AreaCode } from '@/outcomes/controls'
import { readersArea } from '@/words/languages'

/**
 * A phone form's empty values with the page's readers' area code first (zh-HK: +852; src/words/languages.ts),
 * fixed as the form mounts: a later switch of language keeps what the form holds. `takes: false` for a form
 * that takes +86 alone (the embedded login).
 */
export function useReadersArea<T extends { areaCode: AreaCode }>(empty: T, takes = true): T {
  const { language } = useLanguage()
  const [values] = useState(() => (takes ? { ...empty, areaCode: readersArea(language) } : empty))
  return values
}
