import { defineWords } from '../define'

/** The review, ban and result pages (spec section 2): their lines and buttons (src/features/status/statusPages.ts). */
export const statusWords = defineWords('status', {
  companyInReview: '您的公司资料已提交，正在审核中。',
  factoryInReview: '您的工厂资料已提交，正在审核中。',
  companyRejected: '很抱歉，您的申请未通过审核。',
  factoryRejected: '很抱歉，您的工厂申请未通过审核。',
  companyToEdit: '很抱歉，您的公司资料未通过审核，请修改后重新提交。',
  factoryToEdit: '很抱歉，您的工厂资料未通过审核，请修改后重新提交。',
  factoryBanned: '当前工厂已被禁用，请重新绑定工厂或联系客服。',
  accountBanned: '您的账号已被禁用，如有疑问请联系客服。',
  factoryAccountBanned: '您的工厂账号已被禁用，如有疑问请联系客服。',
  submitted: '注册资料提交成功！',
  reviewPromise: '我们将在 1 个工作日内完成审核，审核结果将以短信通知您。如有疑问，请扫码联系客服。',
  supportQrAlt: '客服微信二维码',
  back: '返回',
  rebind: '重新绑定',
  editDetails: '修改资料',
  edit: '修改',
  backToLogin: '返回登录',
})
