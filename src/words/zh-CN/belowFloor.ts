import { defineWords } from '../define'

/**
 * The page an engine below the floor shows instead of the app (docs/browsers.md), written by the build as
 * `below-floor.js` in each language's directory (scripts/build/belowFloor.ts): texts only, no markup.
 */
export const belowFloorWords = defineWords('belowFloor', {
  title: '当前浏览器版本过低，无法使用本站',
  /** Around the name of the dual-kernel browsers' fast mode, which the page shows in bold. */
  kernelBefore: '如果您使用的是 360、QQ 或搜狗浏览器：请点击地址栏右侧的闪电或“e”图标，切换到',
  kernelMode: '极速模式',
  kernelAfter: '后刷新本页。',
  elsewhere: '也可以在微信中打开本页，或改用最新版的 Edge、Chrome、Firefox 浏览器。',
  contact: '仍有问题请扫码联系客服：',
  qrAlt: '客服二维码',
})
