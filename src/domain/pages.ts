/**
 * Every route of spec section 2, with the title its page shows.
 * One list for the router's <title>, the static export (one HTML entry per route)
 * and the tests that check every route exists. Pure data: no DOM, no router.
 */
export const SITE_NAME = '玩具产业平台'

export const PAGES = {
  '/': '登录',
  '/login': '登录',
  '/loadings': '正在登录',
  '/register': '注册',
  '/company': '注册',
  '/WeChatRegister': '微信公众号注册',
  '/agreement': '协议',
  '/bindPhone': '绑定公司',
  '/bindFacPhone': '绑定工厂',
  '/bindCompany': '选择公司',
  '/bindFactory': '选择工厂',
  '/bindcompany_staff': '选择公司',
  '/review': '审核中',
  '/factory_review': '审核中',
  '/reviewErr': '审核未通过',
  '/factory_reviewErr': '审核未通过',
  '/reviewErrFail': '公司审核未通过',
  '/reviewFacErrFail': '工厂审核未通过',
  '/reviewErrFac': '工厂已被禁用',
  '/numberForbidden': '账号已被禁用',
  '/factory_numberForbidden': '账号已被禁用',
  '/successful': '提交成功',
  '/error': '出错了',
  '/factories': 'factories',
  '/LoginIfarme': '登录',
} as const satisfies Record<string, string>

export type PagePath = keyof typeof PAGES

export const PAGE_PATHS = Object.keys(PAGES) as PagePath[]

/** The text of the document title for a page. */
export function documentTitle(path: PagePath): string {
  return `${PAGES[path]} · ${SITE_NAME}`
}
