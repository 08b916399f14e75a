import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { LoginScreen } from '@/features/login/LoginScreen'
import { LoginSearch } from '@/features/login/search'

export const Route = createFileRoute('/')({
  validateSearch: LoginSearch,
  head: pageHead('/'),
  component: function LoginRoute() {
    return <LoginScreen path="/" search={Route.useSearch()} />
  },
})
