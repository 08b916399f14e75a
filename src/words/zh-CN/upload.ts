import { defineWords } from '../define'

/** An image field of the registration (src/features/upload/ImageUpload.tsx): its buttons, preview and hint. */
export const uploadWords = defineWords('upload', {
  /** The preview's alternative text and the progress bar's name, for the field's label. */
  preview: (label: string) => `${label}预览`,
  progress: (label: string) => `${label}上传进度`,
  none: '未上传',
  choose: '选择图片',
  replace: '更换图片',
  retry: '重试',
  remove: '删除',
  formats: '支持 jpg、jpeg、png 格式',
})
