import type { SourceOf, WordsOf } from '../define'
import type { loginWords } from '../zh-CN/login'

/** The login page and its panels, in English (the keys: src/words/zh-CN/login.ts). */
const login: WordsOf<SourceOf<typeof loginWords>> = {
  heading: 'Sign in',
  methods: 'Sign-in method',
  // Three tabs side by side on a 360 px phone.
  tabs: { scan: 'QR code', pwd: 'Mobile', bindPhone: 'Link mobile' },
  // The privacy policy and disclaimer links follow.
  agreeBefore: 'By signing in, you agree to our',
  autoLogin: 'Keep me signed in for 15 days',

  phonePanel: 'Sign in with mobile number',
  submit: 'Sign in',
  submitting: 'Signing in',

  bindPanel: 'Link your mobile number',
  bindIntro: "The WeChat account you scanned with isn't linked to a mobile number yet. Link one to continue.",
  bind: 'Link',
  binding: 'Submitting',

  qr: {
    wechat: 'WeChat QR code',
    demo: 'QR code',
    scanHint: 'Scan the QR code with WeChat to sign in',
    onPhone: 'Open this QR code on a computer and scan it with WeChat on your phone',
    refresh: 'Refresh QR code',
    widgetFailed: "The WeChat QR code didn't load. Check your network, then select “Refresh QR code”.",
  },
  wechat: {
    // Short enough for one line of a 320 px phone at 200 % text (e2e/languages.spec.ts).
    signIn: 'Use WeChat',
    leaving: 'Opening WeChat…',
  },

  dialogs: { what: 'Sign-in window' },
  tester: { title: 'Tester mode' },
}

export default login
