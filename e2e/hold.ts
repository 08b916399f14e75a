import type { Page, Route } from '@playwright/test'
import { APP_ENTRY_CHUNK, BEFORE_APP_CHUNK, COMMON_CHUNK } from '../scripts/build/chunks'

/**
 * Holds every request matching `url` until the test says what becomes of it: a loading state
 * stays on screen exactly as long as the test needs it, on a fast machine or a busy one (no
 * delay to guess). `release` lets the held requests and later ones through to the server, or
 * answers them with `respond`; `fail` ends them and later ones as a dropped connection.
 */
export interface Hold {
  /** How many matching requests the page has made so far. */
  seen: () => number
  release: (respond?: (route: Route) => Promise<void>) => Promise<void>
  fail: () => Promise<void>
}

/** Every chunk of the app, but not what runs before it: the entry before the app and the chunk it shares with the app's entry. */
export const APP_CHUNKS = new RegExp(`/home/assets/(?!(?:${BEFORE_APP_CHUNK}|${COMMON_CHUNK})-)[\\w-]+\\.js$`)

/** A chunk of the build by its name: its module's, or its group's in scripts/build/chunks.ts (a retry may fetch it with a query). */
export const chunk = (name: string) => new RegExp(`/home/assets/${name}-[\\w-]+\\.js`)

/**
 * The app's entry chunk: held, nothing of the app runs (its other chunks may load). The engine lanes
 * hold it on the server, and only it: each held response keeps one of the browser's six connections
 * to the host, and holding every chunk would leave none for the page.
 */
export const APP_ENTRY = chunk(APP_ENTRY_CHUNK)

export async function hold(page: Page, url: string | RegExp): Promise<Hold> {
  const waiting: Route[] = []
  let mode: 'hold' | 'pass' | 'fail' = 'hold'
  let pass = (route: Route) => route.fallback()
  let seen = 0
  await page.route(url, async (route) => {
    seen += 1
    if (mode === 'pass') await pass(route)
    else if (mode === 'fail') await route.abort('connectionreset')
    else waiting.push(route)
  })
  return {
    seen: () => seen,
    release: async (respond) => {
      mode = 'pass'
      if (respond) pass = respond
      for (const route of waiting.splice(0)) await pass(route)
    },
    fail: async () => {
      mode = 'fail'
      for (const route of waiting.splice(0)) await route.abort('connectionreset')
    },
  }
}
