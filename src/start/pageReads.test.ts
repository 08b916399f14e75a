// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FORM_LOOKUPS, REGISTER_OPENINGS, pageReads, registerOpening } from './pageReads'

describe('what a registration page reads as it opens', () => {
  it.each(Object.entries(REGISTER_OPENINGS))('id %s opens its row', (id, row) => {
    expect(registerOpening(id === 'none' ? undefined : id)).toEqual(row)
  })
  it('an unknown id opens as no id (as the route schema reads it)', () => {
    expect(registerOpening('2')).toEqual(REGISTER_OPENINGS.none)
    expect(registerOpening('constructor')).toEqual(REGISTER_OPENINGS.none)
  })
  it('reads the lists each form’s fields offer (src/features/register/CompanyForm.tsx, FactoryForm.tsx)', () => {
    expect(pageReads('/register', 'edit')?.lookups).toEqual(['getArea', 'getEnum', 'getRegPurpose'])
    expect(pageReads('/company', 'editFactory')?.lookups).toEqual(['getArea', 'getBusiness'])
  })
  it.each(['/register', '/company'])('%s reads the lookups of the form it opens, and the earlier application when editing', (path) => {
    expect(pageReads(path, '1')).toEqual({ lookups: FORM_LOOKUPS.company, rejected: null })
    expect(pageReads(path, undefined)).toEqual({ lookups: FORM_LOOKUPS.company, rejected: null })
    expect(pageReads(path, 'edit')).toEqual({ lookups: FORM_LOOKUPS.company, rejected: 'company' })
    expect(pageReads(path, 'editFactory')).toEqual({ lookups: FORM_LOOKUPS.factory, rejected: 'factory' })
  })
  it.each(['/login', '/', '/bindPhone', '/review', '/register/x'])('%s reads nothing before the app', (path) => {
    expect(pageReads(path, 'edit')).toBeNull()
  })
})
