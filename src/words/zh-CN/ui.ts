import { defineWords } from '../define'

/** The shared parts' words: loading, failed and retried regions, toasts, dialogs. */
export const uiWords = defineWords('ui', {
  /** What a loading region's status says while `what` loads. */
  loading: (what: string) => `${what}加载中…`,
  reloading: (what: string) => `正在重新加载${what}…`,
  failed: (what: string, detail: string) => `${what}加载失败${detail}`,
  /** What a part whose code did not arrive adds to its failure. */
  checkNetwork: '，请检查网络',
  retry: '重试',
  /** The retry button's accessible name: it begins with the visible word, as speech input expects. */
  retryLoading: (what: string) => `重试加载${what}`,
  close: '关闭',
  /** What stands for the page in a failure of its code (the root's error and not-found parts). */
  page: '页面',
  signingIn: '正在登录，请稍候…',
})
