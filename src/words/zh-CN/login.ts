import { defineWords } from '../define'

/**
 * The login page and the panels it shares with the embedded login (src/features/login/): the card, the QR,
 * phone and bind-phone panels. The parts that load on demand have sections of their own (loginDialogs.ts,
 * tester.ts, qrDemo.ts), so their words come with them, not with the page's first load.
 */
export const loginWords = defineWords('login', {
  heading: '登录',
  /** The tab bar's accessible name, and each tab's label by login mode. */
  methods: '登录方式',
  tabs: { scan: '扫码登录', pwd: '手机号登录', bindPhone: '绑定手机' },
  /** The sentence before the agreement's two links (src/features/layout/AgreementLinkPair.tsx). */
  agreeBefore: '登录即表示同意',
  autoLogin: '15 天内自动登录',

  /** The phone panel: its form's accessible name (and what stands for it when its code fails), its button. */
  phonePanel: '手机号登录',
  submit: '登录',
  submitting: '登录中',

  /** The bind-phone panel (after a WeChat sign-in without a phone). */
  bindPanel: '绑定手机号',
  bindIntro: '扫码登录的微信尚未绑定手机号，请绑定手机号后继续。',
  bind: '绑定',
  binding: '提交中',

  /** The QR panel: what loads (the WeChat QR, the demo's stand-in), its hint and refresh. */
  qr: {
    wechat: '微信二维码',
    demo: '二维码',
    scanHint: '请使用微信扫描二维码登录',
    /** On a phone: the QR is scanned from a computer. */
    onPhone: '二维码请在电脑上打开，用手机微信扫描',
    refresh: '刷新二维码',
    widgetFailed: '微信二维码加载失败，请检查网络后点击“刷新二维码”',
  },
  /** 微信一键登录 in WeChat on a phone. */
  wechat: {
    signIn: '微信一键登录',
    leaving: '正在前往微信…',
  },

  /** What stands for a part when its code fails: the sign-in dialogs (their words: loginDialogs.ts), tester mode's panel (tester.ts). */
  dialogs: { what: '登录窗口' },
  tester: { title: '测试模式' },
})
