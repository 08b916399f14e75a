import { defineWords } from '../define'

/** The site's name and every page's title (spec section 2, src/domain/pages.ts): the document's <title> and the result pages' headings. */
export const pageWords = defineWords('pages', {
  siteName: '玩具产业平台',
  /** Without JavaScript (index.html's <noscript>, which spells it for zh-CN: src/words/spec.test.ts holds the two together). */
  noScript: '请启用 JavaScript 后使用本站。',
  titles: {
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
  },
})
