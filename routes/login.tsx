import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { useHydratedSearch } from '@/app/hydration'
import { LoginScreen } from '@/features/login/LoginScreen'
import { preloadLoginPanel } from '@/features/login/panels'
import { LoginSearch } from '@/features/login/search'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ deps, cause }) => preloadLoginPanel({ t: deps.t, cause }),
  head: pageHead('/login'),
  component: function LoginRoute() {
    return <LoginScreen path="/login" search={useHydratedSearch(Route.useSearch())} />
  },
})
