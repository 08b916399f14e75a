import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { useHydratedSearch } from '@/app/hydration'
import { oneOf, searchSchema } from '@/app/search'
import { RegisterScreen } from '@/features/register/RegisterScreen'

export const Route = createFileRoute('/company')({
  validateSearch: searchSchema({ id: oneOf(['1', 'edit', 'editFactory']) }),
  head: pageHead('/company'),
  component: function RegisterRoute() {
    return <RegisterScreen search={useHydratedSearch(Route.useSearch())} />
  },
})
