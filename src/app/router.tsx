import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- nothing is shared through the router context yet
export interface RouterContext {}

/**
 * Search values stay strings (a WeChat `code` of digits must not become a
 * number), and strings are written back as they are.
 */
const parseSearch = parseSearchWith((value) => value)
const stringifySearch = stringifySearchWith((value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)))

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/home',
    context: {},
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
