import { defineWords } from '../define'

/**
 * The login page and the panels it shares with the embedded login (src/features/login/): the card, the QR,
 * phone and bind-phone panels, the sign-in dialogs and the tester panel.
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
    refresh: '刷新二维码',
    widgetFailed: '微信二维码加载失败，请检查网络后点击“刷新二维码”',
  },
  /** The demo's stand-in for WeChat's widget (no WeChat app id configured). */
  demo: {
    notice: '演示模式（未配置微信 AppID）：输入演示手机号，模拟用微信扫码',
    phone: '模拟扫码的账号手机号',
    scan: '模拟扫码',
  },
  /** 微信一键登录 in WeChat on a phone. */
  wechat: {
    signIn: '微信一键登录',
    leaving: '正在前往微信…',
  },

  /** The sign-in dialogs (LoginDialogs.tsx): what stands for them when their code fails, titles and buttons. */
  dialogs: {
    what: '登录窗口',
    titles: {
      accountType: '请选择登录的账号类型',
      unregistered: '账号未注册',
      rebind: '确认换绑',
      info: '提示',
      jump: '选择跳转地址',
    },
    accounts: {
      company: { title: '公司客户端', hint: '采购商：找工厂、看样品、下订单' },
      factory: { title: '工厂客户端', hint: '工厂：展示产品、接收询价' },
    },
    enter: '进入',
    /** The enter button's accessible name: it begins with the visible word, as speech input expects. */
    enterClient: (client: string) => `进入${client}`,
    register: '注册',
    bindCompany: '绑定公司',
    bindFactory: '绑定工厂',
    cancel: '取消',
    confirm: '确认',
    ok: '确定',
    jumpLabel: '跳转地址',
    jumpNotAllowed: '该地址不在允许的范围内',
    jumpSaved: '跳转地址已保存',
  },

  /** Tester mode's panel: its title (also what stands for it when its code fails), hint and test accounts. */
  tester: {
    title: '测试模式',
    hint: '选择测试账号后，获取验证码即可登录。',
    accounts: {
      company: '测试公司账号',
      factory: '测试工厂账号',
      both: '公司 + 工厂双身份',
      staff: '多公司员工',
    },
    jump: '设置登录后跳转地址',
  },
})
