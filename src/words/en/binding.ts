import type { SourceOf, WordsOf } from '../define'
import type { bindingWords } from '../zh-CN/binding'

/** The binding pages, in English (the keys: src/words/zh-CN/binding.ts). */
const binding: WordsOf<SourceOf<typeof bindingWords>> = {
  byPhone: {
    company: {
      title: 'Link a company',
      hint: "Enter the mobile number of the company's main account or an admin. Once it's verified, your account is linked to that company.",
      submit: 'Link company',
    },
    factory: {
      title: 'Link a factory',
      hint: "Enter the mobile number of the factory's main account. Once it's verified, choose the factories to link.",
      submit: 'Next',
    },
  },
  submitting: 'Submitting',

  pickCompanyTitle: 'Choose a company',
  pickFactoryTitle: 'Choose factories',
  card: {
    companyNo: 'Company ID',
    factoryNo: 'Factory ID',
    contact: 'Contact',
    mobile: 'Mobile',
    phone: 'Phone',
    address: 'Address',
  },
  cardLine: (label, value) => `${label}: ${value}`,
  companiesLabel: 'Companies you can link',
  factoriesLabel: 'Factories you can link',
  pickCompanyHint: 'Select the company to link. Select it again to clear your choice.',
  pickFactoryHint: 'Select the factories to link (you can choose more than one). Select one again to clear it.',
  noCompany: 'No companies to choose from. Go back and search again with a mobile number.',
  noFactory: 'No factories to choose from. Go back and search again with a mobile number.',
  back: 'Back',
  selectFactoryFirst: 'Select a factory to link first',
  confirm: 'Link',
  confirming: 'Linking',
  findFactoryAgain: 'Search for factories again',
  bindOtherCompany: 'Link another company',
  registerCompany: 'Register a new company',
}

export default binding
