import type { SourceOf, WordsOf } from '../define'
import type { embeddedWords } from '../zh-CN/embedded'

/** The embedded login, in English (the keys: src/words/zh-CN/embedded.ts). */
const embedded: WordsOf<SourceOf<typeof embeddedWords>> = {
  tabsLabel: 'Sign-in method',
  qrTab: 'Scan QR code',
  mobileTab: 'Mobile number',
  signedIn: 'Signed in',
  signedInNotPassed:
    "Signed in, but the address of the page this is embedded in couldn't be verified, so your sign-in wasn't passed to it.",
}

export default embedded
