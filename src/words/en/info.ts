import type { SourceOf, WordsOf } from '../define'
import type { infoWords } from '../zh-CN/info'

/** The information pages, in English (the keys: src/words/zh-CN/info.ts). */
const info: WordsOf<SourceOf<typeof infoWords>> = {
  weChatRegisterLead: 'Scan the QR code below with WeChat, follow our Official Account, then follow its steps to register.',
  officialAccountQrAlt: 'QR code of our WeChat Official Account',
  factoriesLead: 'The list of factories will appear here.',
  backToLogin: 'Back to sign-in',
  agreementTitles: { '0': 'Privacy policy', '1': 'Disclaimer' },
  agreementDefaults: {
    '0': 'We value your privacy. To provide sign-in, registration and account linking, we collect the mobile number, company or factory details and licence images you give us.\n\nWe use this information only to verify your identity, review your application and text you the result of the review. We never sell it to anyone.\n\nYou can contact support at any time to see, correct or delete your information.',
    '1': "The company, factory and product information on the platform is provided by its users. The platform reviews it but does not guarantee that it is accurate.\n\nBoth sides of a deal should check each other's credentials themselves. Any dispute arising from a deal is for the two sides to settle between them.",
  },
}

export default info
