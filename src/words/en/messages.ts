import type { SourceOf, WordsOf } from '../define'
import type { messageWords } from '../zh-CN/messages'

/** What the outcomes, the forms and the network say, in English (the keys: src/words/zh-CN/messages.ts). */
const messages: WordsOf<SourceOf<typeof messageWords>> = {
  phoneFormat: "That mobile number doesn't look right. Check it and try again.",
  phoneEmbedded: 'Enter a valid mobile number',
  phoneEmpty: 'Enter your mobile number',
  phone11: 'Enter a valid 11-digit mobile number',
  codeEmpty: 'Enter the verification code',
  codeFillAfterRequest: 'Get a verification code first, then enter it',
  codeRequestFirst: 'Get a verification code first',
  tooFrequent: 'Too many attempts. Wait a moment and try again.',
  enterPhone: 'Enter your mobile number',
  enterCode: 'Enter the verification code',
  noBindMobile: 'No mobile number linked yet',
  bindOk: 'Mobile number linked',
  rebindOk: 'Mobile number moved to this account',
  uploadFailed: 'Upload failed',
  uploadOk: 'Uploaded',
  uploadFormat: (fileName) => `${fileName} isn't a supported format. Upload a JPG or PNG image.`,
  uploadNotDownscaled: (fileName) => `${fileName} couldn't be compressed, so it wasn't uploaded. Try again or choose another image.`,
  jumpRequired: 'Enter an address to go to',
  selectCompanyFirst: 'Select a company to link first',
  rebindPrompt:
    'This mobile number is already linked to another account. If you continue, that account can no longer sign in with this number. Link the number to this account?',
  unregistered: "This account isn't registered yet. Register, or link it to an existing company or factory.",
  // The reviewer's reason follows.
  reasonPrefix: 'Reason: ',
  network: 'Network error. Try again in a moment.',
  badAnswer: "We couldn't read the server's response. Try again in a moment.",
  generic: "That didn't work. Try again in a moment.",
  qrStateMismatch: 'Your sign-in session has expired. Scan the QR code again.',
  mpStateMismatch: (button) => `Your sign-in session has expired. Tap “${button}” again.`,
  signInExpired: 'Your sign-in has expired. Sign in again.',
  areaSwitched: (areaCode) => `Country/region code changed to +${areaCode}`,
}

export default messages
