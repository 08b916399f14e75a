import type { SourceOf, WordsOf } from '../define'
import type { infoWords } from '../zh-CN/info'

/** The information pages, in Hong Kong Chinese (the keys: src/words/zh-CN/info.ts). */
const info: WordsOf<SourceOf<typeof infoWords>> = {
  weChatRegisterLead: '請使用微信掃描下方二維碼，關注官方公眾號後按指示完成註冊。',
  officialAccountQrAlt: '官方公眾號二維碼',
  factoriesLead: '工廠列表將在這裏顯示。',
  backToLogin: '返回登入',
  agreementTitles: { '0': '私隱政策', '1': '免責聲明' },
  agreementDefaults: {
    '0': '我們重視您的私隱。為提供登入、註冊及帳户綁定服務，我們會收集您提供的手機號碼、公司或工廠資料及上載的證照圖片。\n\n這些資料僅用於身份核實、資料審核及以短訊向您發送審核結果，不會出售予任何第三方。\n\n您可隨時聯絡客服查詢、更正或刪除您的資料。',
    '1': '平台展示的公司、工廠及產品資料由用户自行提供，平台會審核其真實性，但不作任何保證。\n\n交易雙方應自行核實對方資格，因交易產生的糾紛由雙方協商解決。',
  },
}

export default info
