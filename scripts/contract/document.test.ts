// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../src/api/backendContract'
import { namedTypes } from '../../src/outcomes/decisionRow'
import { OUTCOME_TABLE } from '../../src/outcomes/table'
import { openApiDocument } from './document'

const API_DIR = path.resolve(import.meta.dirname, '../../src/api')
const apiFiles = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

/** The calls the code of src/api/ makes: callApi / resultCall with a name, the lookups, the vitals beacon. */
function callsInTheCode(): string[] {
  const names = new Set<string>()
  for (const file of apiFiles) {
    const source = readFileSync(path.join(API_DIR, file), 'utf8')
    for (const m of source.matchAll(/(?:callApi|resultCall)\(\s*'(?:GET|POST)',\s*'(\w+)'/g)) names.add(m[1]!)
    for (const m of source.matchAll(/lookupRead\('(\w+)'\)/g)) names.add(m[1]!)
    for (const m of source.matchAll(/apiBase\}(\w+)`/g)) names.add(m[1]!)
  }
  return [...names].sort()
}

describe('the back end’s contract (npm run contract)', () => {
  it('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator()
    const result = await validator.validate(openApiDocument())
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has an entry for every call src/api makes, and no other', () => {
    expect(CONTRACTS.map((c) => c.name).sort()).toEqual(callsInTheCode())
  })

  it('uses every schema src/api exports (a schema added without its entry fails here)', async () => {
    const reachable = new Set<unknown>()
    const walk = (value: unknown, seen: Set<unknown>): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return
      seen.add(value)
      reachable.add(value)
      for (const inner of Object.values(value)) walk(inner, seen)
    }
    const seen = new Set<unknown>()
    for (const c of CONTRACTS) walk(c, seen)
    const { EnvelopeSchema } = await import('../../src/api/client')
    walk(EnvelopeSchema, seen)
    const unused: string[] = []
    for (const file of apiFiles.filter((f) => f !== 'backendContract.ts')) {
      const module = (await import(`../../src/api/${file.replace(/\.ts$/, '')}.ts`)) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        const isSchema = value !== null && typeof value === 'object' && (value as { kind?: unknown }).kind === 'schema'
        if (isSchema && !reachable.has(value)) unused.push(`${file}: ${name}`)
      }
    }
    expect(unused).toEqual([])
  })

  it('lists every result type the outcome table decides by name, each under the calls whose answers it decides', () => {
    const document = openApiDocument()
    const listed = new Set<string>()
    for (const item of Object.values(
      document['paths'] as Record<string, Record<string, { 'x-result-types'?: Array<{ type: string; context: string }> }>>,
    ))
      for (const operation of Object.values(item)) for (const t of operation['x-result-types'] ?? []) listed.add(`${t.context}:${t.type}`)
    const known = OUTCOME_TABLE.flatMap((row) => namedTypes(row.types).map((type) => `${row.context}:${type}`))
    expect(known.length).toBeGreaterThan(30)
    expect(known.filter((k) => !listed.has(k))).toEqual([])
  })

  it('names each result type of a call in every context that decides its answers (the row that takes it, or the catch-all)', () => {
    const missing: string[] = []
    for (const call of CONTRACTS) {
      if (call.answer.kind !== 'result') continue
      const contexts = call.answer.decidedIn
      const named = (context: string) => new Set(OUTCOME_TABLE.filter((r) => r.context === context).flatMap((r) => namedTypes(r.types)))
      const all = new Set(contexts.flatMap((c) => [...named(c)]))
      for (const context of contexts)
        for (const type of all) if (!named(context).has(type)) missing.push(`${call.name} ${context}: ${type}`)
    }
    expect(missing).toEqual([])
  })

  it('says in words what a schema cannot: data first then the top level, "1" and 1 as one value', () => {
    const login1 = (openApiDocument()['paths'] as Record<string, { post: { responses: { '200': { description: string } } } }>)['/login1']!
    expect(login1.post.responses['200'].description).toContain('read from `data` first, then from the top level')
    expect(login1.post.responses['200'].description).toContain('`type` 1 and "1" are one value')
  })

  it('has the extensions: the captcha answer of sendVerificationCode and the in-WeChat sign-in', () => {
    const text = JSON.stringify(openApiDocument())
    expect(text).toContain('"captcha"')
    expect(text).toContain('ticket')
    expect(text).toContain('微信一键登录 inside WeChat')
  })

  // Spec section 4 and the navigation guard's session check, by the call whose answer carries each type.
  const LOGIN_TYPES = [
    'selected',
    'company',
    'factory',
    'not_bound',
    'company_under_review',
    'under_review_company',
    'factory_under_review',
    'under_review_factory',
    'company_ban',
    'mobile_isban',
    'review_failed_company',
    'company_review_failed',
    'factory_review_failed',
    'review_failed_factory',
    'company_staff',
    'No_bind_mobile',
    'change_bound_factory',
    'change_bound_company',
    'not_mobile',
  ]
  const REGISTRATION_TYPES = ['1', 'under_review_company', 'not_bound', 'company', 'factory', 'under_review', '0', '-1']
  const SPEC_RESULT_TYPES: Record<string, readonly string[]> = {
    checkLogin: ['1', 'company', '2', 'factory'],
    login: LOGIN_TYPES,
    login1: LOGIN_TYPES,
    selectLogin: ['company', 'factory', 'not_bound', 'No_bind_mobile'],
    bindMobile: ['0', '1', 'company', 'under_review', '21', '4', 'list', 'factory'],
    editbindMobile: ['1', '0'],
    bindStaffCompany: ['company', '4', '11', '12', '13', '21', 'under_review', '-1'],
    companyPhoneRegister: REGISTRATION_TYPES,
    companyUserRegister: REGISTRATION_TYPES,
    factoryPhoneRegister: REGISTRATION_TYPES,
    factoryUserRegister: REGISTRATION_TYPES,
  }

  it.each(Object.entries(SPEC_RESULT_TYPES))('lists under %s every result type the spec gives its answer', (call, types) => {
    const paths = openApiDocument()['paths'] as Record<string, Record<string, { 'x-result-types'?: Array<{ type: string }> }>>
    const operations = Object.values(paths[`/${call}`] ?? {})
    expect(operations.length).toBeGreaterThan(0)
    const listed = new Set(operations.flatMap((o) => (o['x-result-types'] ?? []).map((t) => t.type)))
    expect(types.filter((type) => !listed.has(type))).toEqual([])
  })
})
