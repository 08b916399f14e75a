import { defineWords } from '../define'

/** The demo back end's slider check (src/features/sms/captcha/demo.ts, loaded on demand); its close button is ui's. */
export const captchaDemoWords = defineWords('captchaDemo', {
  title: '安全验证',
  help: '演示环境的安全验证：把滑块拖到最右侧（也可用方向键或 End 键），再点“确认”。',
  slider: '拖动滑块完成验证',
  atStart: '未完成：滑块在最左侧',
  atEnd: '已完成：请点“确认”',
  progress: (percent: string) => `未完成：已拖动 ${percent}%`,
  confirm: '确认',
})
