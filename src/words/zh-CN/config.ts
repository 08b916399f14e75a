import { defineWords } from '../define'

/** config.js's problems as the error page lists them (src/config/schema.ts), and the demo's defaults it shows in the footer. */
export const configWords = defineWords('config', {
  unsafeUrl: '必须是 http(s) 地址或以 / 开头的站内路径',
  empty: '不能为空',
  apiBaseSlash: 'apiBase 必须以 / 结尾',
  wechatMpScope: 'wechatMpScope 必须是 snsapi_base 或 snsapi_userinfo',
  /** The path of a problem at the top level of the config. */
  root: '(根)',
  defaultCompanyName: '玩具产业平台（演示）',
  defaultFilingNumber: '粤ICP备00000000号',
})
