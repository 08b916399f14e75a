// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TEST_ENV } from '@/test/outcomeEnv'
import { endsForm, onlyMessages, signsIn } from './forms'
import { decide } from './table'
import { makeAnswer, type Env } from './types'

const env: Env = TEST_ENV
const login = { kind: 'login', via: 'phone', embedded: false, autoLogin: false, mobile: '13800000001', ...env } as const
const registration = { kind: 'registration', form: 'company', mobile: '13800000001', ...env } as const
const bindPanel = { kind: 'bindPanel', mobile: '13800000001', ...env } as const

describe('endsForm: which answers end the form (and drop what was typed in it)', () => {
  it.each([
    ['login.code-1', decide(login, makeAnswer({ code: -1, msg: '验证码错误' })), false],
    ['login.company', decide(login, makeAnswer({ type: 'company', bearer: 't' })), true],
    ['login.selected', decide(login, makeAnswer({ type: 'selected', number: '7' })), false],
    ['login.not_bound', decide(login, makeAnswer({ type: 'not_bound' })), false],
    ['login.company_under_review', decide(login, makeAnswer({ type: 'company_under_review' })), true],
    ['registration.code-1', decide(registration, makeAnswer({ code: -1, msg: '失败' })), false],
    ['registration.message', decide(registration, makeAnswer({ type: 'company', msg: '已注册' })), false],
    ['registration.1', decide(registration, makeAnswer({ type: '1' })), true],
    ['bindPanel.0', decide(bindPanel, makeAnswer({ type: '0' })), false],
    // Bound, then re-checked: the re-check's own answer signs in (and drops every draft) or says why not.
    ['bindPanel.1', decide(bindPanel, makeAnswer({ type: '1' })), false],
  ] as const)('%s', (row, decision, ends) => {
    expect(decision.row).toBe(row)
    expect(endsForm(decision)).toBe(ends)
  })
})

describe('signsIn: the answers after which no form of the tab keeps what was typed', () => {
  it.each([
    ['login.company', decide(login, makeAnswer({ type: 'company', bearer: 't' })), true],
    ['login.factory', decide(login, makeAnswer({ type: 'factory', bearer: 't' })), true],
    ['login.selected', decide(login, makeAnswer({ type: 'selected', number: '7' })), false],
    ['login.code-1', decide(login, makeAnswer({ code: -1, msg: '验证码错误' })), false],
    ['registration.1', decide(registration, makeAnswer({ type: '1' })), false],
  ] as const)('%s', (row, decision, signs) => {
    expect(decision.row).toBe(row)
    expect(signsIn(decision)).toBe(signs)
  })
})

describe('onlyMessages: the answers that leave the person where they were (the form takes its focus back)', () => {
  it.each([
    ['login.code-1', decide(login, makeAnswer({ code: -1, msg: '验证码错误' })), true],
    ['registration.code-1', decide(registration, makeAnswer({ code: -1, msg: '失败' })), true],
    ['login.company', decide(login, makeAnswer({ type: 'company', bearer: 't' })), false],
    ['login.selected', decide(login, makeAnswer({ type: 'selected', number: '7' })), false],
    ['registration.1', decide(registration, makeAnswer({ type: '1' })), false],
  ] as const)('%s', (row, decision, only) => {
    expect(decision.row).toBe(row)
    expect(onlyMessages(decision)).toBe(only)
  })
})
