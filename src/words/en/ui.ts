import type { SourceOf, WordsOf } from '../define'
import type { uiWords } from '../zh-CN/ui'

/** The shared parts' words, in English (the keys: src/words/zh-CN/ui.ts). */
const ui: WordsOf<SourceOf<typeof uiWords>> = {
  // `what` is a part's label ("Sales channels", "WeChat QR code"), so it leads and a colon follows.
  loading: (what) => `${what}: loading…`,
  reloading: (what) => `${what}: loading again…`,
  failed: (what, detail) => `${what}: couldn't load${detail}`,
  checkNetwork: '. Check your network.',
  retry: 'Try again',
  retryLoading: (what) => `Try again: ${what}`,
  close: 'Close',
  page: 'Page',
  signingIn: 'Signing you in…',
  backToLoginPage: 'Back to sign-in',
  support: 'Support',
  register: 'Register',
  signIn: 'Sign in',
  supportQrAlt: 'WeChat QR code for support',
  supportHours: 'Scan with WeChat to add our support team. Available on working days, 9:00–18:00.',
  gotIt: 'Got it',
  privacyPolicy: 'Privacy policy',
  disclaimer: 'Disclaimer',
  and: ' and ',
  language: 'Language',
}

export default ui
