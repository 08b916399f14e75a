import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { LoginScreen } from '@/features/login/LoginScreen'
import { LoginSearch } from '@/features/login/search'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  head: pageHead('/login'),
  component: function LoginRoute() {
    return <LoginScreen path="/login" search={Route.useSearch()} />
  },
})
