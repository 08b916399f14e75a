import { useState } from 'react'
import { chakra } from '@chakra-ui/react'
import { useLanguage, useWords } from '@/app/words'
import { LANGUAGES, type Language } from '@/words/languages'
import { uiWords } from '@/words/zh-CN/ui'

/**
 * One style for the three buttons, their states in it (pressed, busy, focus): the prerendered page carries one class
 * for the switch in each of its shells, not the Button recipe's per size and colour.
 */
const Choice = chakra('button', {
  base: {
    fontSize: 'xs',
    lineHeight: '1.5',
    px: '1.5',
    py: '1',
    borderRadius: 'sm',
    color: 'gray.600',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '1px' },
    '&[aria-pressed=true]': { color: 'gray.800', fontWeight: 'semibold' },
    '&[aria-busy=true]': { opacity: 0.6, cursor: 'progress' },
  },
})

/**
 * Each language named in itself (`LANGUAGES`), in its own `lang`, the page's pressed. A
 * switch is in place (src/app/language.tsx): the screen re-renders in the new words, keeping what
 * was typed, the open panel and a countdown; busy while that language's words download.
 */
export function LanguageSwitch() {
  const { language, switchTo } = useLanguage()
  const w = useWords(uiWords)
  const [coming, setComing] = useState<Language | null>(null)
  const choose = (next: Language) => {
    if (next === language || coming) return
    setComing(next)
    void switchTo(next).finally(() => setComing(null))
  }
  return (
    <chakra.nav aria-label={w.language} display="flex" flexWrap="wrap">
      {LANGUAGES.map((row) => (
        <Choice
          key={row.tag}
          type="button"
          lang={row.tag}
          aria-pressed={row.tag === language}
          aria-busy={coming === row.tag || undefined}
          onClick={() => choose(row.tag)}
        >
          {row.name}
        </Choice>
      ))}
    </chakra.nav>
  )
}
