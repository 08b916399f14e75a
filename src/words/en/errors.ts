import type { SourceOf, WordsOf } from '../define'
import type { errorWords } from '../zh-CN/errors'

/** The error pages, in English (the keys: src/words/zh-CN/errors.ts). */
const errors: WordsOf<SourceOf<typeof errorWords>> = {
  serverTitle: 'Something went wrong',
  serverLead: "Our server ran into a problem. Try again in a moment. What you've entered won't be lost.",
  goBack: 'Go back',
  backToLogin: 'Back to sign-in',
  pageFailedTitle: 'This page ran into a problem',
  pageFailedLead: "Sorry, something went wrong on this page and we've logged it. Reload the page, or go back to sign-in and try again.",
  reload: 'Reload page',
  notFoundTitle: 'Page not found',
  configTitle: 'Configuration error',
  configLead: 'The site configuration file /home/config.js has invalid settings. Ask your administrator to fix them:',
}

export default errors
