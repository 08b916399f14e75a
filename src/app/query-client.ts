import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'

/** Queries retry once on a network failure, never on an answer; mutations never retry. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

let shared: QueryClient | null = null

/** The one client of the app, created on first use. */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient()
  return shared
}
