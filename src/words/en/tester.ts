import type { SourceOf, WordsOf } from '../define'
import type { testerWords } from '../zh-CN/tester'

/** Tester mode's panel, in English (the keys: src/words/zh-CN/tester.ts). */
const tester: WordsOf<SourceOf<typeof testerWords>> = {
  hint: 'Choose a test account, then get a code to sign in.',
  accounts: {
    company: 'Test company account',
    factory: 'Test factory account',
    both: 'Both company and factory',
    staff: 'Staff of several companies',
  },
  jump: 'Set where to go after sign-in',
}

export default tester
