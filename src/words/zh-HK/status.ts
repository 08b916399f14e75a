import type { SourceOf, WordsOf } from '../define'
import type { statusWords } from '../zh-CN/status'

/** The review, ban and result pages, in Hong Kong Chinese (the keys: src/words/zh-CN/status.ts). */
const status: WordsOf<SourceOf<typeof statusWords>> = {
  companyInReview: '您的公司資料已提交，正在審核中。',
  factoryInReview: '您的工廠資料已提交，正在審核中。',
  companyRejected: '很抱歉，您的申請未通過審核。',
  factoryRejected: '很抱歉，您的工廠申請未通過審核。',
  companyToEdit: '很抱歉，您的公司資料未通過審核，請修改後重新提交。',
  factoryToEdit: '很抱歉，您的工廠資料未通過審核，請修改後重新提交。',
  factoryBanned: '此工廠已被停用，請重新綁定工廠或聯絡客服。',
  accountBanned: '您的帳户已被停用，如有疑問，請聯絡客服。',
  factoryAccountBanned: '您的工廠帳户已被停用，如有疑問，請聯絡客服。',
  submitted: '註冊資料提交成功！',
  reviewPromise: '我們將於 1 個工作天內完成審核，並以短訊通知您審核結果。如有疑問，請掃碼聯絡客服。',
  supportQrAlt: '客服微信二維碼',
  back: '返回',
  rebind: '重新綁定',
  editDetails: '修改資料',
  edit: '修改',
  backToLogin: '返回登入',
}

export default status
