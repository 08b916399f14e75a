import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { searchSchema, text } from '@/app/search'
import { EmbeddedLoginScreen } from '@/features/embedded/EmbeddedLoginScreen'

export const Route = createFileRoute('/LoginIfarme')({
  validateSearch: searchSchema({ code: text, state: text }),
  head: pageHead('/LoginIfarme'),
  component: function EmbeddedLoginRoute() {
    return <EmbeddedLoginScreen code={Route.useSearch().code} />
  },
})
