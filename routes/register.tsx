import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { oneOf, searchSchema } from '@/app/search'
import { REGISTER_IDS } from '@/start/shells'
import { RegisterScreen } from '@/features/register/RegisterScreen'

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema({ id: oneOf(REGISTER_IDS) }),
  head: pageHead('/register'),
  component: function RegisterRoute() {
    return <RegisterScreen search={Route.useSearch()} />
  },
})
