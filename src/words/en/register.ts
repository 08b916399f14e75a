import type { SourceOf, WordsOf } from '../define'
import type { registerWords } from '../zh-CN/register'

/** The registration pages, in English (the keys: src/words/zh-CN/register.ts). */
const register: WordsOf<SourceOf<typeof registerWords>> = {
  title: 'Register',
  editCompanyTitle: 'Edit company details',
  editFactoryTitle: 'Edit factory details',
  kindsLabel: 'Registration type',
  editKindsLabel: 'Details to edit',
  companyRegistration: 'Buyer registration',
  factoryRegistration: 'Factory registration',
  previous: {
    reading: 'Loading your earlier application…',
    read: 'Your earlier application is filled in. Make your changes and submit it again.',
    failed: "We couldn't load your earlier application. Fill in the form again.",
    retry: 'Load earlier application again',
  },

  companyName: 'Company name',
  contact: 'Contact',
  sameWechat: 'My WeChat ID is my mobile number',
  wechat: 'WeChat ID',
  telephone: 'Landline',
  address: 'Street address',
  // A Hong Kong buyer (+852) holds a Business Registration Certificate, not a mainland business licence.
  licence: 'Business licence or Business Registration Certificate',
  facade: 'Company photo',
  facadeHint: 'A photo of your shopfront or office, JPG/PNG',
  factoryName: 'Factory name',
  factoryContact: 'Main contact',
  logo: 'Factory logo',
  licenceOptionalHint: 'Optional, JPG/PNG',
  // The privacy policy and disclaimer links follow.
  agreeLabel: 'I have read and agree to the',
  reviewNotice: "We'll review your application within 1 working day and text you the result.",
  submit: 'Submit',
  submitting: 'Submitting',

  area: 'Region',
  // The regions come from the back end in Chinese: an English example name would match nothing.
  areaSearchPlaceholder: "Search by a region's name as listed",
  areaSearchLabel: 'Search regions',
  areaResults: 'Search results',
  areaNoMatch: 'No matching regions',
  province: 'Province',
  city: 'City',
  district: 'District',
  pickLevel: (level) => `Select a ${level.toLowerCase()}`,

  lookups: {
    area: 'Region',
    channels: 'Sales channels',
    purposes: 'Why are you registering?',
    businesses: 'Main products',
  },

  errors: {
    companyName: 'Enter your company name',
    contact: 'Enter a contact name',
    factoryName: 'Enter your factory name',
    factoryContact: 'Enter a main contact',
    code: 'Enter the code from the SMS',
    area: 'Select your region',
    address: 'Enter your street address',
    channels: 'Select at least one sales channel',
    licence: 'Upload your business licence or Business Registration Certificate first',
    facade: 'Upload a company photo first',
    logo: 'Upload your factory logo first',
    agree: 'Read and accept the Privacy policy and Disclaimer first',
  },
}

export default register
