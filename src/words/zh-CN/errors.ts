import { defineWords } from '../define'

/** The error pages: /error (a 5xx), the root error boundary, the not-found page and an invalid config.js. */
export const errorWords = defineWords('errors', {
  serverTitle: '出错了',
  serverLead: '服务器开小差了，请稍后再试。您填写的内容不会丢失。',
  goBack: '返回上一页',
  backToLogin: '返回登录',
  pageFailedTitle: '页面出错了',
  pageFailedLead: '很抱歉，页面遇到了问题，我们已经记录下来。请刷新页面或返回登录页重试。',
  reload: '刷新页面',
  notFoundTitle: '页面不存在',
  configTitle: '配置错误',
  configLead: '站点配置文件 /home/config.js 中有无效的设置，请联系管理员修正：',
})
