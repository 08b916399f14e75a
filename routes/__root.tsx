import { Suspense } from 'react'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { DocumentTitle } from '@/app/head'
import { guard } from '@/app/guard'
import { lazyPart } from '@/app/lazyPart'
import type { RouterContext } from '@/app/router'
import { ShellReady } from '@/app/shellReady'
import { AppToaster } from '@/app/toaster'
import { codeFailed } from '@/features/ui/LoadFailed'
import { uiWords } from '@/words/zh-CN/ui'

// The error and not-found pages load when needed (plain markup, no UI library).
const RootError = lazyPart(
  () => import('@/features/errors/RootError'),
  codeFailed(uiWords, (w) => w.page),
  'RootError',
)
const NotFound = lazyPart(
  () => import('@/features/errors/RootError'),
  codeFailed(uiWords, (w) => w.page),
  'NotFound',
)

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => guard({ pathname: location.pathname, search: location.search as Record<string, unknown> }),
  component: Root,
  // The error page has taken the page over too: ready (src/main.tsx), so a tap made before is not left busy.
  errorComponent: ({ error }) => (
    <Suspense fallback={null}>
      <RootError error={error} />
      <ShellReady />
    </Suspense>
  ),
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  ),
})

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <Suspense fallback={null}>
        <ShellReady />
      </Suspense>
      <AppToaster />
    </>
  )
}
