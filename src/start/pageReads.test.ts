// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FORM_LOOKUPS, REGISTER_OPENINGS, pageReads, registerOpening } from './pageReads'

describe('what a registration page reads before the app', () => {
  it.each(Object.entries(REGISTER_OPENINGS))('id %s opens its row', (id, row) => {
    expect(registerOpening(id === 'none' ? undefined : id)).toEqual(row)
  })
  it('an unknown id opens as no id (as the route schema reads it)', () => {
    expect(registerOpening('2')).toEqual(REGISTER_OPENINGS.none)
    expect(registerOpening('constructor')).toEqual(REGISTER_OPENINGS.none)
  })
  it('names the lists each form’s fields offer (src/features/register/CompanyForm.tsx, FactoryForm.tsx)', () => {
    expect(FORM_LOOKUPS.company).toEqual(['getArea', 'getEnum', 'getRegPurpose'])
    expect(FORM_LOOKUPS.factory).toEqual(['getArea', 'getBusiness'])
  })
  it.each(['/register', '/company'])(
    '%s reads the earlier application and its form’s lists before the app when editing, nothing for a new one',
    (path) => {
      expect(pageReads(path, '1')).toBeNull()
      expect(pageReads(path, undefined)).toBeNull()
      expect(pageReads(path, 'edit')).toEqual({ lookups: FORM_LOOKUPS.company, rejected: 'company' })
      expect(pageReads(path, 'editFactory')).toEqual({ lookups: FORM_LOOKUPS.factory, rejected: 'factory' })
    },
  )
  it.each(['/login', '/', '/bindPhone', '/review', '/register/x'])('%s reads nothing before the app', (path) => {
    expect(pageReads(path, 'edit')).toBeNull()
  })
})
