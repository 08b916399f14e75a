import { useState } from 'react'
import { useLanguage } from '@/app/words'
import { firstArea, type AreaCode, type PhoneMode } from '@/outcomes/controls'
import { readersArea } from '@/words/languages'

/**
 * A phone form's empty values with the page's readers' area code first where the form's mode takes it
 * (zh-HK: +852; src/words/languages.ts), fixed as the form mounts: a later switch of language keeps what the form holds.
 */
export function useReadersArea<T extends { areaCode: AreaCode }>(empty: T, mode: PhoneMode = 'login'): T {
  const { language } = useLanguage()
  const [values] = useState(() => ({ ...empty, areaCode: firstArea(readersArea(language), mode) }))
  return values
}
