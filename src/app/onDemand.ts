import { createElement, use, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react'
import { gone } from '@/api/gone'
import { mayReloadForGoneCode } from '@/session/codeReload'

/** How a dynamic import fails when its file did not arrive (Chromium, Firefox, WebKit). */
export const notArrived = (error: unknown) => /dynamically imported module|module script failed/.test(String(error))
/** The file a failed import names (Chromium and Firefox name it, WebKit does not). */
const fileOf = (error: unknown) => /https?:\/\/\S+?\.js/.exec(String(error))?.[0]

/** The first back-off of a part that could not load, doubled after each try, up to a minute. */
export const BACK_OFF_MS = 5000

/** Code loaded on demand (the one way this app does it): what has arrived, and a way to load it. */
export interface Code<T> {
  /** The module once it has arrived, at once (a part renders it without suspending). */
  ready(): T | undefined
  /**
   * The module, loaded if it has not arrived, and loaded again if the last try failed (unless
   * `again` is false: that try's outcome). A fetch that fails is tried again at once, once;
   * undefined when it still did not arrive. Never rejects.
   */
  load(again?: boolean): Promise<T | undefined>
  /** Why the last try failed. */
  error?: unknown
}

/**
 * `importer` is a bare `() => import('…')`: a retry may import the file the failure names under
 * another address, which such a wrapper would not see. With `reloadIfGone`, a file still missing
 * after the retry is probed, and a 404 (a deploy removed it) reloads the page once; the drafts
 * (src/session/drafts.ts) keep what was typed.
 */
export function onDemand<T>(importer: () => Promise<T>, reloadIfGone?: boolean): Code<T> {
  let ready: T | undefined
  let last: Promise<T | undefined> | undefined
  let failed = false
  const code: Code<T> = {
    ready: () => ready,
    load(again = true) {
      if (again && failed) {
        failed = false
        last = undefined
      }
      return (last ??= importer()
        .catch((error: unknown) => {
          if (!notArrived(error)) throw error
          const file = fileOf(error)
          // An engine that keeps a failed module (Chromium 86) fetches it again only under another address.
          return file ? (import(/* @vite-ignore */ `${file}?retry=${Date.now()}`) as Promise<T>) : importer()
        })
        .then(
          (module) => (ready = module),
          (error: unknown) => {
            failed = true
            code.error = error
            if (reloadIfGone && notArrived(error)) void reloadIfCodeGone(fileOf(error))
            return undefined
          },
        ))
    },
  }
  return code
}

async function reloadIfCodeGone(file: string | undefined): Promise<void> {
  // Where the failure names no file (WebKit), this module's own: gone too when the build was replaced.
  if ((await gone(file ?? import.meta.url)) && mayReloadForGoneCode(Date.now())) window.location.reload()
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

/**
 * A part of a page whose code loads on demand (a dialog, a panel, a widget), rendered in a
 * Suspense boundary. Once its code has arrived it renders at once, without its fallback (one
 * preloaded by a route's loader, `preload`, shows with the page). Code that does not arrive shows
 * what `failed` renders in the part's place (codeFailed of src/features/ui/LoadFailed.tsx: the
 * failure and 重试), and is tried again: on `retry`, when the part is next needed (mounted again),
 * and after a back-off. Code that fails as it runs is an error of ours: thrown, for the error page.
 * (No UI library here: the app's entry imports this module.)
 */
export function lazyPart<M extends Record<K, ComponentType<never>>, K extends string = 'default'>(
  importer: () => Promise<M>,
  failed: (props: PropsOf<M[K]>, retry: () => void, busy: boolean) => ReactNode,
  key = 'default' as K,
) {
  type P = PropsOf<M[K]>
  const code = onDemand(importer, true)
  // The last failure has been shown: a part mounted after it (the person's next tap) tries again.
  let shown = false
  function Part(props: P) {
    // Kept by React once the part has shown: an initial render that suspends runs this again, and finds the same try.
    const [attempt] = useState(() => {
      const again = shown
      shown = false
      return code.load(again)
    })
    const [tries, tried] = useReducer((n: number) => n + 1, 0)
    const [busy, setBusy] = useState(false)
    const module = code.ready() ?? use(attempt)
    useEffect(() => {
      if (module) return
      shown = true
      // Quietly: the message stays as it is until the code arrives.
      const timer = setTimeout(() => void code.load().then(tried), Math.min(BACK_OFF_MS * 2 ** tries, 60_000))
      return () => clearTimeout(timer)
    }, [module, tries])
    if (module) return createElement(module[key] as ComponentType<object>, props as object)
    if (!notArrived(code.error)) throw code.error
    return failed(
      props,
      () => {
        setBusy(true)
        void code.load().then(() => {
          setBusy(false)
          tried()
        })
      },
      busy,
    )
  }
  return Object.assign(Part, { preload: code.load })
}
