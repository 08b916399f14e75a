import type { SourceOf, WordsOf } from '../define'
import type { uploadWords } from '../zh-CN/upload'

/** An image field of the registration, in English (the keys: src/words/zh-CN/upload.ts). */
const upload: WordsOf<SourceOf<typeof uploadWords>> = {
  preview: (label) => `${label} preview`,
  progress: (label) => `${label} upload progress`,
  none: 'Not uploaded',
  choose: 'Choose image',
  replace: 'Change image',
  retry: 'Try again',
  remove: 'Remove',
  formats: 'JPG, JPEG or PNG',
}

export default upload
