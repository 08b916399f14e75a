// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_MP_DEFAULT_PHONE } from './landing'
import { LOGIN_SCENARIOS } from './scenarios'

/** The demo-phone table of docs/demo-backend.md is the demo back end's, row for row (Prettier pads its cells). */
describe('docs/demo-backend.md demo phones', () => {
  const doc = readFileSync('docs/demo-backend.md', 'utf8')
  const rows = [...doc.matchAll(/^\| (\d{8,11}) +\| \+(86|852) +\| `([^`]+)` +\| (.+?) +\|$/gm)].map((m) => ({
    phone: m[1],
    area: m[2],
    type: m[3],
    shows: m[4],
  }))

  it('lists every login scenario with its answer', () => {
    expect(rows).toEqual(
      LOGIN_SCENARIOS.map((s) => ({
        phone: s.phone,
        area: s.areaCode,
        type: s.httpStatus ? `HTTP ${s.httpStatus}` : s.code === -1 ? 'code -1' : s.type,
        shows: s.shows,
      })),
    )
  })

  it('covers every login result type of spec section 4', () => {
    const types = new Set(rows.map((r) => r.type))
    for (const t of [
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
    ])
      expect(types.has(t), t).toBe(true)
  })

  it('names the account the stand-in for WeChat’s authorization page signs in as', () => {
    // Prettier wraps prose lines anywhere.
    expect(doc.replace(/\s+/g, ' ')).toContain(`by default **${DEMO_MP_DEFAULT_PHONE}**`)
    expect(LOGIN_SCENARIOS.find((x) => x.phone === DEMO_MP_DEFAULT_PHONE)?.type).toBe('company')
  })
})

/** The README's three phones to try are the demo back end's, each with the answer its line describes. */
describe('README.md demo phones', () => {
  const readme = readFileSync('README.md', 'utf8')
  const rows = [...readme.matchAll(/^\| (\d{11}) +\| (.+?) +\|$/gm)].map((m) => ({ phone: m[1], says: m[2]! }))
  const said = { company: /^a company account/, factory: /^a factory account/, selected: /^both a company and a factory/ }

  it('names three phones of the demo back end, each as its answer is', () => {
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      const scenario = LOGIN_SCENARIOS.find((s) => s.phone === row.phone)
      expect(scenario, row.phone).toBeDefined()
      expect(row.says, row.phone).toMatch(said[scenario!.type as keyof typeof said])
    }
  })
})
