import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchSchema, text } from '@/app/searchParams'
import { LoadingsScreen } from '@/features/loadings/LoadingsScreen'

export const Route = createFileRoute('/loadings')({
  validateSearch: searchSchema({ code: text, state: text, type: oneOf(['company', 'factory']) }),
  component: function LoadingsRoute() {
    return <LoadingsScreen search={Route.useSearch()} />
  },
})
