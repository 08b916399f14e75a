import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '@/features/login/LoginScreen'
import { preloadLoginPanel } from '@/features/login/panels'
import { LoginSearch } from '@/features/login/loginSearch'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ deps, cause, context }) => preloadLoginPanel({ t: deps.t, cause, device: context.device }),
  component: function LoginRoute() {
    return <LoginScreen path="/login" search={Route.useSearch()} />
  },
})
