import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { useHydratedSearch } from '@/app/hydration'
import { LoginScreen } from '@/features/login/LoginScreen'
import { preloadLoginPanel } from '@/features/login/panels'
import { LoginSearch } from '@/features/login/search'

export const Route = createFileRoute('/')({
  validateSearch: LoginSearch,
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ deps, cause }) => preloadLoginPanel({ t: deps.t, cause }),
  head: pageHead('/'),
  component: function LoginRoute() {
    return <LoginScreen path="/" search={useHydratedSearch(Route.useSearch())} />
  },
})
