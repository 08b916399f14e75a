import type { SourceOf, WordsOf } from '../define'
import type { pageWords } from '../zh-CN/pages'

/** The site's name and every page's title, in English (the keys: src/words/zh-CN/pages.ts). */
const pages: WordsOf<SourceOf<typeof pageWords>> = {
  siteName: 'Toy Industry Platform',
  noScript: 'Turn on JavaScript to use this site.',
  titles: {
    '/': 'Sign in',
    '/login': 'Sign in',
    '/loadings': 'Signing in',
    '/register': 'Register',
    '/company': 'Register',
    '/WeChatRegister': 'Register with WeChat',
    '/agreement': 'Legal',
    '/bindPhone': 'Link a company',
    '/bindFacPhone': 'Link a factory',
    '/bindCompany': 'Choose a company',
    '/bindFactory': 'Choose factories',
    '/bindcompany_staff': 'Choose a company',
    '/review': 'In review',
    '/factory_review': 'In review',
    '/reviewErr': 'Not approved',
    '/factory_reviewErr': 'Not approved',
    '/reviewErrFail': 'Company not approved',
    '/reviewFacErrFail': 'Factory not approved',
    '/reviewErrFac': 'Factory disabled',
    '/numberForbidden': 'Account disabled',
    '/factory_numberForbidden': 'Account disabled',
    '/successful': 'Submitted',
    '/error': 'Something went wrong',
    '/factories': 'Factories',
    '/LoginIfarme': 'Sign in',
  },
}

export default pages
