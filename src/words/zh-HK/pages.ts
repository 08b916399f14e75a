import type { SourceOf, WordsOf } from '../define'
import type { pageWords } from '../zh-CN/pages'

/** The site's name and every page's title, in Hong Kong Chinese (the keys: src/words/zh-CN/pages.ts). */
const pages: WordsOf<SourceOf<typeof pageWords>> = {
  siteName: '玩具產業平台',
  noScript: '請啟用 JavaScript 後使用本網站。',
  titles: {
    '/': '登入',
    '/login': '登入',
    '/loadings': '正在登入',
    '/register': '註冊',
    '/company': '註冊',
    '/WeChatRegister': '微信公眾號註冊',
    '/agreement': '協議',
    '/bindPhone': '綁定公司',
    '/bindFacPhone': '綁定工廠',
    '/bindCompany': '選擇公司',
    '/bindFactory': '選擇工廠',
    '/bindcompany_staff': '選擇公司',
    '/review': '審核中',
    '/factory_review': '審核中',
    '/reviewErr': '審核未通過',
    '/factory_reviewErr': '審核未通過',
    '/reviewErrFail': '公司審核未通過',
    '/reviewFacErrFail': '工廠審核未通過',
    '/reviewErrFac': '工廠已被停用',
    '/numberForbidden': '帳户已被停用',
    '/factory_numberForbidden': '帳户已被停用',
    '/successful': '提交成功',
    '/error': '發生錯誤',
    '/factories': '工廠',
    '/LoginIfarme': '登入',
  },
}

export default pages
