import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { appQueryClient } from './query-client'
import { useLanguage } from './words'
import type { Language } from '@/words/languages'

/** The language the cached answers were read in (module scope: the query client's cache outlives a screen). */
let answeredIn: Language | null = null

/**
 * Provides the app's one QueryClient to a screen that calls the API through
 * hooks. Screens wrap themselves, so the query library loads with the first
 * screen that needs it, never with the login (docs/how-it-is-built.md: Folders).
 */
export function WithQuery({ children }: { children: ReactNode }) {
  // What the back end answered in another language (the lookups' lists, src/api/lookups.ts) is read again in this one,
  // on a switch here or after one made on a page without the client (the cache outlives a screen).
  const { language } = useLanguage()
  useEffect(() => {
    if (answeredIn !== null && answeredIn !== language)
      void appQueryClient().invalidateQueries({ predicate: (query) => query.meta?.inLanguage === true })
    answeredIn = language
  }, [language])
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>
}
