import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { NoSearch } from './searchParams'
import { documentTitle, type PagePath } from '@/domain/pages'

/** The route's <title>. */
export function pageHead(path: PagePath) {
  return () => ({ meta: [{ title: documentTitle(path) }] })
}

/** What every page route shares: its <title>; search params it does not use are dropped. */
export function pageOptions(path: PagePath) {
  return { validateSearch: NoSearch, head: pageHead(path) }
}

/**
 * Keeps document.title in step with the matched route's `head` title on client
 * navigation (each route's HTML already carries its own title for the first load).
 * Router's HeadContent would also manage meta, links and scripts, which no route has.
 */
export function DocumentTitle(): null {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => (meta && 'title' in meta && typeof meta.title === 'string' ? meta.title : undefined))
        .filter((t) => t !== undefined)
        .at(-1),
  })
  useEffect(() => {
    if (title !== undefined) document.title = title
  }, [title])
  return null
}
