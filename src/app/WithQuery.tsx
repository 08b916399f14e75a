import { useEffect, useRef, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { appQueryClient } from './query-client'
import { useLanguage } from './words'

/**
 * Provides the app's one QueryClient to a screen that calls the API through
 * hooks. Screens wrap themselves, so the query library loads with the first
 * screen that needs it, never with the login (docs/how-it-is-built.md: Folders).
 */
export function WithQuery({ children }: { children: ReactNode }) {
  // What the back end answered in the language before (the lookups' lists, src/api/lookups.ts) is read again in a new one.
  const { language } = useLanguage()
  const answeredIn = useRef(language)
  useEffect(() => {
    if (answeredIn.current === language) return
    answeredIn.current = language
    void appQueryClient().invalidateQueries({ predicate: (query) => query.meta?.inLanguage === true })
  }, [language])
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>
}
