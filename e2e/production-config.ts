/**
 * A production-like `config.js` for measurement and for the end-to-end tests
 * that must see what real users get (npm run perf, e2e/hydration.spec.ts):
 * real-looking WeChat app ids (the QR panel shows the widget, not the demo
 * stand-in; WeChat on a phone is offered 微信一键登录, which goes to WeChat's own page), the main applications on other origins, a footer that differs
 * from the build-time defaults. WeChat's script never comes from WeChat: the
 * end-to-end tests block it, `npm run perf` answers it from a loopback
 * stand-in (scripts/measure/wechat-stub.ts).
 */
export const PRODUCTION_LIKE_CONFIG = {
  apiBase: '/home/api/',
  companyAppUrl: 'https://buyer.toys.example',
  factoryAppUrl: 'https://factory.toys.example',
  mainSiteUrl: 'https://www.toys.example',
  trustedHosts: ['toys.example'],
  wechatAppId: 'wx8f3c1d2e4b5a6978',
  wechatMpAppId: 'wx2b4d6f8a0c1e3579',
  supportQrUrl: '/home/support-qr.svg',
  companyName: '东莞玩具产业科技有限公司',
  filingNumber: '粤ICP备12345678号-1',
}

export const PRODUCTION_LIKE_CONFIG_JS = `window.__HOME_CONFIG__ = ${JSON.stringify(PRODUCTION_LIKE_CONFIG, null, 2)}\n`
