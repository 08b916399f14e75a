import { pageWords } from '../words/zh-CN/pages'
import { wordsNow } from '../words/now'

/**
 * Every route of spec section 2: one list for the router, the static export (one HTML entry per route)
 * and the tests that check every route exists; each page's title is a word (src/words/zh-CN/pages.ts).
 * Pure data: no DOM, no router.
 */
/** The page a host answers an unknown path under /home/ with, status 404 (deploy/nginx.conf: error_page; each language's in its directory). */
export const NOT_FOUND_PAGE = '404.html'

export const PAGE_PATHS = [
  '/',
  '/login',
  '/loadings',
  '/register',
  '/company',
  '/WeChatRegister',
  '/agreement',
  '/bindPhone',
  '/bindFacPhone',
  '/bindCompany',
  '/bindFactory',
  '/bindcompany_staff',
  '/review',
  '/factory_review',
  '/reviewErr',
  '/factory_reviewErr',
  '/reviewErrFail',
  '/reviewFacErrFail',
  '/reviewErrFac',
  '/numberForbidden',
  '/factory_numberForbidden',
  '/successful',
  '/error',
  '/factories',
  '/LoginIfarme',
] as const

export type PagePath = (typeof PAGE_PATHS)[number]

/** Each page's title (a page without one fails the typecheck). */
type Titles = { readonly titles: Readonly<Record<PagePath, string>>; readonly siteName: string }

/** The text of the document title for a page, in the page's language when it is made. */
export function documentTitle(path: PagePath, words: Titles = wordsNow(pageWords)): string {
  return `${words.titles[path]} · ${words.siteName}`
}
