import type { SourceOf, WordsOf } from '../define'
import type { loginDialogWords } from '../zh-CN/loginDialogs'

/** The sign-in dialogs, in Hong Kong Chinese (the keys: src/words/zh-CN/loginDialogs.ts). */
const loginDialogs: WordsOf<SourceOf<typeof loginDialogWords>> = {
  titles: {
    accountType: '請選擇登入的帳户類型',
    unregistered: '帳户未註冊',
    rebind: '確認更換綁定',
    info: '提示',
    jump: '選擇跳轉網址',
  },
  accounts: {
    company: { title: '公司客户端', hint: '採購商：找工廠、看樣品、下訂單' },
    factory: { title: '工廠客户端', hint: '工廠：展示產品、接收詢價' },
  },
  enter: '進入',
  /** Begins with the visible word, as speech input expects. */
  enterClient: (client) => `進入${client}`,
  register: '註冊',
  bindCompany: '綁定公司',
  bindFactory: '綁定工廠',
  cancel: '取消',
  confirm: '確認',
  ok: '確定',
  jumpLabel: '跳轉網址',
  jumpNotAllowed: '此網址不在允許範圍內',
  jumpSaved: '跳轉網址已儲存',
}

export default loginDialogs
