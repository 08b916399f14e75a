import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { NoSearch } from './searchParams'
import { documentTitle, PAGE_PATHS, type PagePath } from '@/domain/pages'
import { pageWords } from '@/words/zh-CN/pages'
import { useWords } from './words'

/** What every page route without search params of its own shares: the ones it does not use are dropped. (Its <title>: DocumentTitle.) */
export const PAGE_OPTIONS = { validateSearch: NoSearch }

/**
 * Keeps document.title in step with the matched route, in the page's language (each route's HTML carries its
 * own title for the first load): on client navigation and on a switch of language. Router's HeadContent would
 * also manage meta, links and scripts, which no route has.
 */
export function DocumentTitle(): null {
  const path = useRouterState({
    select: (state) =>
      state.matches
        .map((match) => (match.fullPath.length > 1 ? match.fullPath.replace(/\/$/, '') : match.fullPath))
        .filter((p): p is PagePath => (PAGE_PATHS as readonly string[]).includes(p))
        .at(-1),
  })
  const words = useWords(pageWords)
  useEffect(() => {
    if (path !== undefined) document.title = documentTitle(path, words)
  }, [path, words])
  return null
}
