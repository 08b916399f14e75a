import type { SourceOf, WordsOf } from '../define'
import type { loginDialogWords } from '../zh-CN/loginDialogs'

/** The sign-in dialogs, in English (the keys: src/words/zh-CN/loginDialogs.ts). */
const loginDialogs: WordsOf<SourceOf<typeof loginDialogWords>> = {
  titles: {
    accountType: 'Choose an account type to sign in with',
    unregistered: 'Account not registered',
    rebind: 'Move this mobile number?',
    info: 'Notice',
    jump: 'Choose where to go after sign-in',
  },
  accounts: {
    company: { title: 'Company app', hint: 'For buyers: find factories, view samples, place orders' },
    factory: { title: 'Factory app', hint: 'For factories: show your products, receive enquiries' },
  },
  enter: 'Open',
  enterClient: (client) => `Open ${client}`,
  register: 'Register',
  bindCompany: 'Link a company',
  bindFactory: 'Link a factory',
  cancel: 'Cancel',
  confirm: 'Confirm',
  ok: 'OK',
  jumpLabel: 'Address to go to',
  jumpNotAllowed: "This address isn't one of the allowed addresses",
  jumpSaved: 'Address saved',
}

export default loginDialogs
