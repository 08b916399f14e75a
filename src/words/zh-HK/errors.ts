import type { SourceOf, WordsOf } from '../define'
import type { errorWords } from '../zh-CN/errors'

/** The error pages, in Hong Kong Chinese (the keys: src/words/zh-CN/errors.ts). */
const errors: WordsOf<SourceOf<typeof errorWords>> = {
  serverTitle: '發生錯誤',
  serverLead: '伺服器暫時未能回應，請稍後再試。您填寫的內容不會遺失。',
  goBack: '返回上一頁',
  backToLogin: '返回登入',
  pageFailedTitle: '頁面發生錯誤',
  pageFailedLead: '很抱歉，頁面出現問題，我們已記錄下來。請重新載入頁面或返回登入頁重試。',
  reload: '重新載入頁面',
  notFoundTitle: '找不到頁面',
  configTitle: '設定錯誤',
  configLead: '網站設定檔 /home/config.js 中有無效的設定，請聯絡管理員修正：',
}

export default errors
