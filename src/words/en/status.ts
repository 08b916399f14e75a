import type { SourceOf, WordsOf } from '../define'
import type { statusWords } from '../zh-CN/status'

/** The review, ban and result pages, in English (the keys: src/words/zh-CN/status.ts). */
const status: WordsOf<SourceOf<typeof statusWords>> = {
  companyInReview: "We've received your company details and are reviewing them.",
  factoryInReview: "We've received your factory details and are reviewing them.",
  companyRejected: "Sorry, your application wasn't approved.",
  factoryRejected: "Sorry, your factory application wasn't approved.",
  companyToEdit: "Sorry, your company details weren't approved. Edit them and submit again.",
  factoryToEdit: "Sorry, your factory details weren't approved. Edit them and submit again.",
  factoryBanned: 'This factory has been disabled. Link another factory or contact support.',
  accountBanned: 'Your account has been disabled. If you have questions, contact support.',
  factoryAccountBanned: 'Your factory account has been disabled. If you have questions, contact support.',
  submitted: 'Registration submitted',
  reviewPromise:
    "We'll review your application within 1 working day and text you the result. Questions? Scan the QR code to contact support.",
  supportQrAlt: 'WeChat QR code for support',
  back: 'Back',
  rebind: 'Link again',
  editDetails: 'Edit details',
  edit: 'Edit',
  backToLogin: 'Back to sign-in',
}

export default status
