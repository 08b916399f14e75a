import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { Language } from '@/words/languages'
import { LanguageContext } from './words'
import { loadLanguage, speakFromNow } from './loadWords'

/** The app's language, switched in place: the tree stays, so what was typed, the open panel and a countdown stay too. */
export function LanguageProvider({
  initial,
  onSwitch,
  children,
}: {
  initial: Language
  /** What the page does with a new language beyond its words: `<html lang>`, the stored choice (src/main.tsx). */
  onSwitch?: (language: Language) => void
  children: ReactNode
}) {
  const [language, setLanguage] = useState(initial)
  const switchTo = useCallback(
    async (next: Language) => {
      await loadLanguage(next)
      speakFromNow(next)
      setLanguage(next)
      onSwitch?.(next)
    },
    [onSwitch],
  )
  const value = useMemo(() => ({ language, switchTo }), [language, switchTo])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

