import type { SourceOf, WordsOf } from '../define'
import type { messageWords } from '../zh-CN/messages'

/** The messages the outcomes, the forms and the network say, in Hong Kong Chinese (the keys: src/words/zh-CN/messages.ts). */
const messages: WordsOf<SourceOf<typeof messageWords>> = {
  phoneFormat: '手機號碼格式錯誤，請重新確認',
  phoneEmbedded: '請輸入正確的手機號碼',
  phoneEmpty: '手機號碼不能留空',
  /** A mainland (+86) number has 11 digits. */
  phone11: '請輸入正確的11位手機號碼',
  codeEmpty: '驗證碼不能留空',
  codeFillAfterRequest: '請先獲取驗證碼後再填寫',
  codeRequestFirst: '請先獲取驗證碼',
  tooFrequent: '操作過於頻繁',
  enterPhone: '請輸入手機號碼',
  enterCode: '請輸入驗證碼',
  noBindMobile: '未綁定手機號碼',
  bindOk: '手機號碼綁定成功',
  rebindOk: '手機號碼更換綁定成功',
  uploadFailed: '上載失敗',
  uploadOk: '上載成功',
  uploadFormat: (fileName) => `檔案 ${fileName} 格式不正確，請上載 jpg 或 png 格式的圖片`,
  uploadNotDownscaled: (fileName) => `檔案 ${fileName} 壓縮失敗，未有上載，請重試或重新選擇圖片`,
  jumpRequired: '請輸入跳轉網址',
  selectCompanyFirst: '請先選擇要綁定的公司',
  rebindPrompt: '此手機號碼已綁定其他帳户，如繼續綁定，原帳户將無法再以此手機號碼登入。是否確認綁定新帳户？',
  unregistered: '目前帳户未註冊，請先選擇註冊或綁定現有公司／工廠',
  reasonPrefix: '未通過原因：',
  network: '網絡異常，請稍後重試',
  badAnswer: '伺服器傳回的資料無法識別，請稍後重試',
  generic: '操作未成功，請稍後重試',
  qrStateMismatch: '登入狀態已失效，請重新掃碼',
  mpStateMismatch: (button) => `登入狀態已失效，請再按一次「${button}」`,
  signInExpired: '登入資料已過期，請重新登入',
  areaSwitched: (areaCode) => `區號已切換為 +${areaCode}`,
}

export default messages
