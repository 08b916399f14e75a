import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'

/**
 * Build-time prerender (scripts/build/prerender.ts): a route's static shell exactly
 * as the browser renders it first (default config, no storage, no search
 * params), Emotion styles inline, so the card paints before any JavaScript
 * runs and src/main.tsx hydrates it in place.
 */
export async function renderRoute(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return renderToString(<App router={router} />)
}

/**
 * The not-found page a static host answers for unknown paths with status 404
 * (dist/404.html, deploy/nginx.conf): the app's own not-found screen, plain
 * markup that needs no JavaScript, so it works at any depth under /home/.
 */
export async function renderNotFound(): Promise<string> {
  const { NotFound } = await import('@/features/errors/RootError')
  return renderToString(<NotFound />)
}
