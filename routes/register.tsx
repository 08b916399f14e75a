import { createFileRoute } from '@tanstack/react-router'
import { domainEntries, searchSchema } from '@/app/searchParams'
import { REGISTER_PARAMS } from '@/start/shells'
import { RegisterScreen } from '@/features/register/RegisterScreen'

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema(domainEntries(REGISTER_PARAMS)),
  component: function RegisterRoute() {
    return <RegisterScreen search={Route.useSearch()} />
  },
})
