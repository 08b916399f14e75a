import { createElement, lazy, type ComponentType } from 'react'

/**
 * A lazily loaded component that can be loaded ahead of its first render (a
 * route's loader, say). Once loaded, it renders at once instead of suspending:
 * React.lazy suspends on its first render even when the module is already
 * there, which would flash the fallback and shift the page when a search
 * param switches it in right after hydration.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m.default),
      (e: unknown) => {
        loading = null
        throw e
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props)
  }
  return Object.assign(Preloadable, { preload })
}
