import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'

/**
 * Build-time prerender (scripts/prerender.ts): a route's static shell exactly
 * as the browser renders it first (default config, no storage, no search
 * params), Emotion styles inline, so the card paints before any JavaScript
 * runs and src/main.tsx hydrates it in place.
 */
export async function renderRoute(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return renderToString(<App router={router} />)
}
