import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import type { DeviceControls } from '@/start/deviceControls'
import { routeTree } from '@/routeTree.gen'

export interface RouterContext {
  /** The device's controls, decided before the first render (the login routes' loaders load the panel it opens). */
  device: DeviceControls
}

/**
 * Search values stay strings (a WeChat `code` of digits must not become a
 * number), and strings are written back as they are.
 */
const parseSearch = parseSearchWith((value) => value)
const stringifySearch = stringifySearchWith((value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)))

export function createAppRouter(device: DeviceControls, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/home',
    context: { device },
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
