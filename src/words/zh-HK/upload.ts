import type { SourceOf, WordsOf } from '../define'
import type { uploadWords } from '../zh-CN/upload'

/** An image field of the registration, in Hong Kong Chinese (the keys: src/words/zh-CN/upload.ts). */
const upload: WordsOf<SourceOf<typeof uploadWords>> = {
  preview: (label) => `${label}預覽`,
  progress: (label) => `${label}上載進度`,
  none: '未上載',
  choose: '選擇圖片',
  replace: '更換圖片',
  retry: '重試',
  remove: '刪除',
  formats: '支援 jpg、jpeg、png 格式',
}

export default upload
