import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { useHydratedSearch } from '@/app/hydration'
import { oneOf, searchSchema, text } from '@/app/search'
import { EmbeddedLoginScreen } from '@/features/embedded/EmbeddedLoginScreen'
import { EMBEDDED_MODES } from '@/features/embedded/search'
import { preloadLoginPanel } from '@/features/login/panels'

export const Route = createFileRoute('/LoginIfarme')({
  validateSearch: searchSchema({ code: text, state: text, t: oneOf(EMBEDDED_MODES) }),
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ deps, cause }) => preloadLoginPanel({ t: deps.t, cause }),
  head: pageHead('/LoginIfarme'),
  component: function EmbeddedLoginRoute() {
    const search = Route.useSearch()
    // The code signs in from an effect; which tab shows is part of the first render (the shell's: none).
    return <EmbeddedLoginScreen code={search.code} t={useHydratedSearch(search).t} />
  },
})
