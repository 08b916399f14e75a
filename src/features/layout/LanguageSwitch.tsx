import { useState } from 'react'
import { Button, HStack } from '@chakra-ui/react'
import { useLanguage, useWords } from '@/app/words'
import { LANGUAGES, type Language } from '@/words/languages'
import { uiWords } from '@/words/zh-CN/ui'

/**
 * 简体中文 · 繁體中文 · English: each language named in itself, in its own `lang`, the page's pressed. A
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
    <HStack as="nav" aria-label={w.language} gap="0" fontSize="xs" wrap="wrap">
      {LANGUAGES.map((row) => (
        <Button
          key={row.tag}
          lang={row.tag}
          size="xs"
          variant="ghost"
          px="1.5"
          minW="0"
          aria-pressed={row.tag === language}
          fontWeight={row.tag === language ? 'semibold' : 'normal'}
          color={row.tag === language ? 'gray.800' : 'gray.600'}
          loading={coming === row.tag}
          onClick={() => choose(row.tag)}
        >
          {row.name}
        </Button>
      ))}
    </HStack>
  )
}
