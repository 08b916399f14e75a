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
