import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { NoSearch } from './search'
import { documentTitle, type PagePath } from './pages'

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
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.find((meta) => meta !== undefined && 'title' in meta)
        if (found && 'title' in found && typeof found.title === 'string') return found.title
      }
      return undefined
    },
  })
  useEffect(() => {
    if (title !== undefined) document.title = title
  }, [title])
  return null
}
