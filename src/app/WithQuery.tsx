import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { appQueryClient } from './query-client'

/**
 * Provides the app's one QueryClient to a screen that calls the API through
 * hooks. Screens wrap themselves, so the query library loads with the first
 * screen that needs it, never with the login (docs/how-it-is-built.md: Folders).
 */
export function WithQuery({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>
}
