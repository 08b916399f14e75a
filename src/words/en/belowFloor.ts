import type { SourceOf, WordsOf } from '../define'
import type { belowFloorWords } from '../zh-CN/belowFloor'

/** The page below the floor, in English (the keys: src/words/zh-CN/belowFloor.ts). */
const belowFloor: WordsOf<SourceOf<typeof belowFloorWords>> = {
  title: 'This browser is too old for this site',
  /** 360's and QQ's English builds call their Chromium kernel "Speed mode". */
  kernelBefore: 'Using 360, QQ or Sogou Browser? Click the lightning or "e" icon at the right of the address bar, switch to ',
  kernelMode: 'Speed mode',
  kernelAfter: ', then reload this page.',
  elsewhere: 'You can also open this page in WeChat, or use the latest Edge, Chrome or Firefox.',
  contact: 'Still stuck? Scan the code to contact support:',
  qrAlt: 'Support QR code',
}
export default belowFloor
