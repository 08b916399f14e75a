import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { guard } from '@/app/guard'
import type { RouterContext } from '@/app/router'
import { AppToaster } from '@/app/toaster'
import { NotFound, RootError } from '@/features/errors/RootError'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => guard({ pathname: location.pathname, search: location.search as Record<string, unknown> }),
  component: Root,
  errorComponent: ({ error }) => <RootError error={error} />,
  notFoundComponent: NotFound,
})

function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <AppToaster />
    </>
  )
}
