import type { Loc, Surface } from './pages/surface'

/**
 * Open a page and wait until the app has taken over its prerendered shell
 * (`data-ready` on <html>, src/main.tsx). Needed before keyboard journeys that
 * expect the app's behaviour (a key on a tab, Escape on a dialog) and before
 * writing storage on an app page (the app starts after the first paint,
 * possibly after `goto` returns, and would act on what the test writes: a
 * TOKEN would send it off to a main app mid-test). Storage for the next page
 * is written on `atOrigin`. Typing and clicks need no such
 * wait: the shell takes typing, and a click before the app is ready is
 * delivered once it is (src/start/early.ts).
 */
export async function gotoReady<L extends Loc<L>, P extends Surface<L>>(
  page: P,
  url: string,
  options?: Parameters<P['goto']>[1],
): Promise<void> {
  await page.goto(url, options)
  await appReady(page)
}

/**
 * A page of the app's origin that runs no app (config.js, shown as text): storage and cookies a
 * test writes on it are there when the next page of the app starts, without an app start to wait
 * for first. Before a test routes or holds config.js, since the page is that file.
 */
export async function atOrigin<L extends Loc<L>>(page: Surface<L>): Promise<void> {
  await page.goto('/home/config.js')
}

/** The app has taken over the page (src/main.tsx sets `data-ready` on <html>). */
export async function appReady<L extends Loc<L>>(page: Surface<L>): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

/**
 * For a `page.goto` the app leaves at once (a redirect, a sign-in): the page
 * may start leaving before its load event, which would abort a goto that
 * waits for it. The test waits for where it lands instead.
 */
export const LEAVES = { waitUntil: 'commit' } as const
