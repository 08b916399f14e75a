import { createFileRoute } from '@tanstack/react-router'
import { domainEntries, searchSchema, text } from '@/app/searchParams'
import { EmbeddedLoginScreen } from '@/features/embedded/EmbeddedLoginScreen'
import { EMBEDDED_PARAMS } from '@/start/shells'
import { preloadLoginPanel } from '@/features/login/panels'

export const Route = createFileRoute('/LoginIfarme')({
  validateSearch: searchSchema({ code: text, state: text, ...domainEntries(EMBEDDED_PARAMS) }),
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ deps, cause, context }) => preloadLoginPanel({ t: deps.t, cause, device: context.device }),
  component: function EmbeddedLoginRoute() {
    const search = Route.useSearch()
    return <EmbeddedLoginScreen code={search.code} t={search.t} />
  },
})
