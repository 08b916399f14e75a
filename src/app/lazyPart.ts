import { createElement, use, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react'
import { notArrived, onDemand } from './onDemand'

/** The first back-off of a part that could not load, doubled after each try, up to a minute. */
export const BACK_OFF_MS = 5000

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

/**
 * A part of a page whose code loads on demand (a dialog, a panel, a widget), rendered in a
 * Suspense boundary. Once its code has arrived it renders at once, without its fallback (one
 * preloaded by a route's loader, `preload`, shows with the page). Code that does not arrive shows
 * what `failed` renders in the part's place (codeFailed of src/features/ui/LoadFailed.tsx: the
 * failure and its retry button), and is tried again: on `retry`, when the part is next needed (mounted again),
 * and after a back-off. Code that fails as it runs is an error of ours: thrown, for the error page.
 * (No UI library here: the app's entry imports this module. The loader itself, ./onDemand, has no React: the entry before the app reports through it.)
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
    // Every hook before `use`: React replays a component that suspended on its first render, and a
    // hook after `use` then fails there (React error 467, seen on /home/LoginIfarme's QR).
    useEffect(() => {
      // Committed without its code: the failure is on screen.
      if (code.ready()) return
      shown = true
      // Quietly: the message stays as it is until the code arrives.
      const timer = setTimeout(() => void code.load().then(tried), Math.min(BACK_OFF_MS * 2 ** tries, 60_000))
      return () => clearTimeout(timer)
    }, [tries])
    // `use` on every render, so that a render which suspended on it finds it again when React retries
    // (an arrived try reads as fulfilled: no suspending); after a failed try the module comes from a later one.
    const module = use(attempt) ?? code.ready()
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
