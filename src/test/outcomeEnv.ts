import type { Env } from '@/outcomes/types'

/** The configuration and origin the outcome tests decide in (src/outcomes/table.test.ts, src/outcomes/forms.test.ts). */
export const TEST_ENV: Env = {
  origin: 'https://home.toy.example',
  config: {
    companyAppUrl: 'https://company.toy.example',
    factoryAppUrl: 'https://factory.toy.example/app/',
    mainSiteUrl: 'https://www.toy.example/',
    trustedHosts: ['toy.example'],
  },
}
