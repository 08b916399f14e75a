import type { SourceOf, WordsOf } from '../define'
import type { captchaDemoWords } from '../zh-CN/captchaDemo'

/** The demo back end's slider check, in English (the keys: src/words/zh-CN/captchaDemo.ts). */
const captchaDemo: WordsOf<SourceOf<typeof captchaDemoWords>> = {
  title: 'Security check',
  help: 'Demo security check: drag the slider all the way to the right (or use the arrow keys or End), then select “Confirm”.',
  slider: 'Drag the slider to verify',
  atStart: 'Not done: the slider is at the far left',
  atEnd: 'Done: select “Confirm”',
  progress: (percent) => `Not done: dragged ${percent}%`,
  confirm: 'Confirm',
}

export default captchaDemo
