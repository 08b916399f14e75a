import { useEffect, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { useGetArea } from '@/api/getArea'
import { setLanguageNow } from '@/words/now'
import { SOURCE_LANGUAGE, type Language } from '@/words/languages'
import { LanguageProvider } from './language'
import { appQueryClient } from './query-client'
import { useLanguage } from './words'
import { WithQuery } from './WithQuery'

const switcher: { to: (language: Language) => Promise<void> } = { to: async () => {} }
let otherReads = 0

function Page() {
  const { switchTo } = useLanguage()
  useEffect(() => {
    switcher.to = switchTo
  }, [switchTo])
  const area = useGetArea()
  // A read whose answer has no words: not read again on a switch.
  useQuery({ queryKey: ['no-words'], queryFn: () => ++otherReads, staleTime: Number.POSITIVE_INFINITY })
  const guangdong = area.data?.find((province) => province.id === '44')
  return <p>{guangdong?.name ?? 'loading'}</p>
}

/** The same provider each render, so a rerender keeps the page's language. */
const inPage = (children: ReactNode) => <LanguageProvider initial="zh-CN">{children}</LanguageProvider>
const listsScreen = () =>
  inPage(
    <WithQuery>
      <Page />
    </WithQuery>,
  )

afterEach(() => {
  appQueryClient().clear()
  setLanguageNow(SOURCE_LANGUAGE)
})

describe('a switch of language', () => {
  it('reads the lookups again in the new language on a switch, and nothing else', async () => {
    render(listsScreen())
    expect(await screen.findByText('广东省')).toBeTruthy()
    expect(otherReads).toBe(1)
    await act(() => switcher.to('zh-HK'))
    expect(await screen.findByText('廣東省')).toBeTruthy()
    await act(() => switcher.to('en'))
    expect(await screen.findByText('广东省 (Guangdong)')).toBeTruthy()
    expect(otherReads).toBe(1)
  })

  it('reads them again in the language switched to on a page without them, when their screen comes back', async () => {
    function Switcher() {
      const { switchTo } = useLanguage()
      useEffect(() => {
        switcher.to = switchTo
      }, [switchTo])
      return <p>elsewhere</p>
    }
    const { rerender } = render(listsScreen())
    expect(await screen.findByText('广东省')).toBeTruthy()
    rerender(inPage(<Switcher />))
    await screen.findByText('elsewhere')
    await act(() => switcher.to('en'))
    rerender(listsScreen())
    expect(await screen.findByText('广东省 (Guangdong)')).toBeTruthy()
  })
})
