import { StrictMode } from 'react'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from '@/app/router'
import { HydrationProvider } from '@/app/hydration'
import { OnShellReady } from '@/app/shellReady'
import { appSystem } from '@/app/system'
import { LanguageProvider } from '@/app/language'
import { SOURCE_LANGUAGE, type Language } from '@/words/languages'

/**
 * The whole app, as the browser renders it and as the build prerenders it
 * (src/prerender.tsx): both must render the same tree for hydration. The
 * device is the router's (its context), decided before the first render; the language is the page's.
 * `hydrating`: this render takes over a prerendered shell (src/app/hydration.tsx); `onReady`: run
 * once it has (src/app/shellReady.tsx), at most once.
 */
export function App({
  router,
  hydrating,
  onReady,
  language = SOURCE_LANGUAGE,
  onLanguage,
}: {
  router: ReturnType<typeof createAppRouter>
  hydrating: boolean
  onReady?: () => void
  /** The page's language (src/words/languages.ts), and what the page does when the person switches it (src/main.tsx). */
  language?: Language
  onLanguage?: (language: Language) => void
}) {
  return (
    <StrictMode>
      <LanguageProvider initial={language} onSwitch={onLanguage}>
        <ChakraProvider value={appSystem()}>
          <HydrationProvider hydrating={hydrating}>
            <OnShellReady.Provider value={onReady}>
              <RouterProvider router={router} />
            </OnShellReady.Provider>
          </HydrationProvider>
        </ChakraProvider>
      </LanguageProvider>
    </StrictMode>
  )
}
