// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TEST_ENV } from '@/test/outcomeEnv'
import { isCatchAll, namedTypes } from './decisionRow'
import { MSG } from '../words/zh-CN/messages'
import { decideSessionCheck, SESSION_CHECK_ROWS } from './session-check'
import { OUTCOME_TABLE, decide } from './table'
import { makeAnswer, type ContextOf, type Decision, type Effect, type Env, type ResultAnswer } from './types'

/**
 * One case per row of spec section 4 (and the contract's session check):
 * the table is what other teams unit-test against, so every row must be here.
 */
const env: Env = TEST_ENV

const login = (over: Partial<ContextOf<'login'>> = {}): ContextOf<'login'> => ({
  kind: 'login',
  via: 'phone',
  embedded: false,
  autoLogin: false,
  mobile: '13800000001',
  factoryUrl: null,
  ...env,
  ...over,
})

const of = <K extends Effect['kind']>(d: Decision, kind: K) => d.effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind)
const storeOf = (d: Decision) => Object.fromEntries(of(d, 'store').flatMap((s) => s.writes.map((w) => [`${w.area}:${w.key}`, w.value])))
const navOf = (d: Decision) => of(d, 'navigate')[0]
const leaveOf = (d: Decision) => of(d, 'leave')[0]
const msgOf = (d: Decision) => of(d, 'message')[0]

interface Case {
  row: string
  ctx: Parameters<typeof decide>[0]
  answer: ResultAnswer
  check: (d: Decision) => void
}

const A = makeAnswer

const cases: Case[] = [
  // ---- login result type
  {
    row: 'login.scanCallback.failed',
    ctx: login({ via: 'scan' }),
    answer: A({ code: 1, msg: '二维码已过期' }),
    check: (d) => {
      expect(d.effects).toEqual([
        { kind: 'message', level: 'success', text: '二维码已过期' },
        { kind: 'navigate', to: '/', replace: true },
      ])
    },
  },
  {
    row: 'login.code-1',
    ctx: login(),
    answer: A({ code: -1, msg: '验证码错误' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'error', text: '验证码错误' }]),
  },
  {
    row: 'login.selected',
    ctx: login(),
    answer: A({ type: 'selected', number: 'N42', isBan: 'company' }),
    check: (d) => {
      expect(storeOf(d)).toMatchObject({ 'session:Loginnumber': 'N42', 'cookie:TOKEN_TYPE': 'N42' })
      expect(of(d, 'dialog')[0]).toEqual({ kind: 'dialog', dialog: 'accountType', isBan: 'company' })
    },
  },
  {
    row: 'login.selected',
    ctx: login({ embedded: true }),
    answer: A({ type: 'selected', number: 'N42' }),
    check: (d) => {
      expect(storeOf(d)['session:Loginnumber']).toBe('N42')
      expect(navOf(d)).toMatchObject({ to: '/', delayMs: 1000 })
      expect(of(d, 'dialog')).toHaveLength(0)
    },
  },
  {
    row: 'login.company',
    ctx: login({ autoLogin: true }),
    answer: A({ type: 'company', bearer: 'T1' }),
    check: (d) => {
      expect(storeOf(d)).toMatchObject({ 'local:TOKEN': 'T1', 'local:isAuto': '1' })
      expect(leaveOf(d)).toEqual({ kind: 'leave', url: 'https://company.toy.example/login?token=T1&code=1', delayMs: 1000, target: 'self' })
    },
  },
  {
    row: 'login.company',
    ctx: login({ via: 'loadings' }),
    answer: A({ type: 'company', bearer: 'T1', special: 'https://vip.toy.example/base' }),
    check: (d) => expect(leaveOf(d)).toMatchObject({ url: 'https://vip.toy.example/base/login?token=T1', delayMs: 700 }),
  },
  {
    row: 'login.company',
    ctx: login(),
    answer: A({ type: 'company', bearer: 'T1', special: 'https://toy.example.evil.test/' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://company.toy.example/login?token=T1'),
  },
  {
    row: 'login.factory',
    ctx: login({ factoryUrl: 'https://test-factory.toy.example' }),
    answer: A({ type: 'factory', bearer: 'F1' }),
    check: (d) => {
      expect(storeOf(d)['local:TOKEN']).toBe('F1')
      expect(leaveOf(d)).toMatchObject({ url: 'https://test-factory.toy.example/login?token=F1', delayMs: 1000 })
    },
  },
  {
    row: 'login.factory',
    ctx: login({ factoryUrl: 'https://evil.test' }),
    answer: A({ type: 'factory', bearer: 'F1' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://factory.toy.example/app/login?token=F1'),
  },
  {
    row: 'login.not_bound',
    ctx: login(),
    answer: A({ type: 'not_bound', strNo: 'S1' }),
    check: (d) => {
      expect(of(d, 'recheck')).toEqual([{ kind: 'recheck', mobile: '13800000001' }])
      expect(storeOf(d)['local:strNo']).toBe('S1')
    },
  },
  {
    row: 'login.not_bound',
    ctx: login({ via: 'recheck' }),
    answer: A({ type: 'not_bound' }),
    check: (d) => expect(of(d, 'dialog')[0]).toEqual({ kind: 'dialog', dialog: 'unregistered', text: MSG.unregistered }),
  },
  {
    row: 'login.not_bound',
    ctx: login({ embedded: true }),
    answer: A({ type: 'not_bound', msg: '未注册' }),
    check: (d) => {
      expect(msgOf(d)?.text).toBe('未注册')
      expect(storeOf(d)['local:have_user']).toBe('1')
      expect(leaveOf(d)).toMatchObject({ url: 'https://www.toy.example/?jump_url=not_bound', target: 'top' })
    },
  },
  ...(['company_under_review', 'under_review_company'] as const).map((type) => ({
    row: 'login.company_under_review',
    ctx: login(),
    answer: A({ type }),
    check: (d: Decision) => expect(navOf(d)?.to).toBe('/review'),
  })),
  {
    // Through WeChat's return (/loadings) a status page is the same page.
    row: 'login.company_under_review',
    ctx: login({ via: 'loadings' }),
    answer: A({ type: 'company_under_review' }),
    check: (d) => expect(navOf(d)?.to).toBe('/review'),
  },
  {
    row: 'login.company_under_review',
    ctx: login({ embedded: true }),
    answer: A({ type: 'company_under_review' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://www.toy.example/?jump_url=Review'),
  },
  ...(['factory_under_review', 'under_review_factory'] as const).map((type) => ({
    row: 'login.factory_under_review',
    ctx: login(),
    answer: A({ type }),
    check: (d: Decision) => expect(navOf(d)?.to).toBe('/factory_review'),
  })),
  {
    row: 'login.factory_under_review',
    ctx: login({ embedded: true }),
    answer: A({ type: 'under_review_factory' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://www.toy.example/?jump_url=Review'),
  },
  {
    row: 'login.company_ban',
    ctx: login(),
    answer: A({ type: 'company_ban' }),
    check: (d) => expect(navOf(d)?.to).toBe('/numberForbidden'),
  },
  {
    row: 'login.company_ban',
    ctx: login({ embedded: true }),
    answer: A({ type: 'company_ban' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://www.toy.example/?jump_url=NumberForbidden'),
  },
  {
    row: 'login.mobile_isban',
    ctx: login(),
    answer: A({ type: 'mobile_isban' }),
    check: (d) => expect(navOf(d)?.to).toBe('/factory_numberForbidden'),
  },
  {
    row: 'login.mobile_isban',
    ctx: login({ embedded: true }),
    answer: A({ type: 'mobile_isban' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://www.toy.example/?jump_url=NumberForbidden'),
  },
  {
    row: 'login.review_failed_company',
    ctx: login(),
    answer: A({ type: 'review_failed_company', why: '执照模糊' }),
    check: (d) => {
      expect(storeOf(d)).toMatchObject({ 'local:message': '执照模糊', 'local:phone': '13800000001' })
      expect(navOf(d)?.to).toBe('/reviewErrFail')
    },
  },
  {
    row: 'login.company_review_failed',
    ctx: login(),
    answer: A({ type: 'company_review_failed', why: '资料不全' }),
    check: (d) => {
      expect(storeOf(d)['local:message']).toBe('资料不全')
      expect(navOf(d)?.to).toBe('/reviewErr')
    },
  },
  {
    row: 'login.factory_review_failed',
    ctx: login(),
    answer: A({ type: 'factory_review_failed', why: 'logo 模糊' }),
    check: (d) => {
      expect(storeOf(d)['local:message']).toBe('logo 模糊')
      expect(navOf(d)?.to).toBe('/factory_reviewErr')
    },
  },
  {
    row: 'login.review_failed_factory',
    ctx: login(),
    answer: A({ type: 'review_failed_factory', why: '地址不符' }),
    check: (d) => {
      expect(storeOf(d)).toMatchObject({ 'local:message': '地址不符', 'local:phone': '13800000001' })
      expect(navOf(d)?.to).toBe('/reviewFacErrFail')
    },
  },
  {
    row: 'login.company_staff',
    ctx: login(),
    answer: A({ type: 'company_staff', list: [{ id: 'C1', name: '甲' }], mobile: '13800000015' }),
    check: (d) => {
      expect(storeOf(d)).toMatchObject({ 'local:list': '[{"id":"C1","name":"甲"}]', 'local:mobile': '13800000015' })
      expect(navOf(d)?.to).toBe('/bindcompany_staff')
    },
  },
  {
    row: 'login.No_bind_mobile',
    ctx: login({ via: 'scan' }),
    answer: A({ type: 'No_bind_mobile', strNo: 'S9' }),
    check: (d) => {
      expect(msgOf(d)).toEqual({ kind: 'message', level: 'warning', text: '未绑定手机号' })
      expect(of(d, 'panel')).toEqual([{ kind: 'panel', panel: 'bindPhone' }])
      expect(storeOf(d)['local:strNo']).toBe('S9')
    },
  },
  {
    // Embedded: the bind panel is on the full login page.
    row: 'login.No_bind_mobile',
    ctx: login({ via: 'scan', embedded: true }),
    answer: A({ type: 'No_bind_mobile', strNo: 'S9' }),
    check: (d) =>
      expect(d.effects).toEqual([
        { kind: 'store', writes: [{ area: 'local', key: 'strNo', value: 'S9' }] },
        { kind: 'message', level: 'warning', text: '未绑定手机号' },
        { kind: 'navigate', to: '/login', search: { t: 'bindPhone' } },
      ]),
  },
  {
    row: 'login.change_bound_company',
    ctx: login(),
    answer: A({ type: 'change_bound_company' }),
    check: (d) => expect(navOf(d)?.to).toBe('/bindcompany_staff'),
  },
  {
    row: 'login.change_bound_factory',
    ctx: login(),
    answer: A({ type: 'change_bound_factory', msg: '工厂已换绑' }),
    check: (d) => {
      expect(msgOf(d)).toMatchObject({ level: 'warning', text: '工厂已换绑' })
      expect(of(d, 'dialog')[0]).toEqual({ kind: 'dialog', dialog: 'jump' })
    },
  },
  {
    row: 'login.not_mobile',
    ctx: login(),
    answer: A({ type: 'not_mobile', msg: '不可用' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: '不可用' }]),
  },
  {
    row: 'login.unknown',
    ctx: login(),
    answer: A({ type: 'brand_new_type', dataCode: -1, dataMsg: '数据错误' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'error', text: '数据错误' }]),
  },
  {
    row: 'login.unknown',
    ctx: login(),
    answer: A({ type: '12345' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: MSG.generic }]),
  },
  {
    row: 'login.unknown',
    ctx: login(),
    answer: A({ type: null, msg: '稍后再试' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: '稍后再试' }]),
  },
  {
    row: 'login.not_mobile',
    ctx: login({ via: 'loadings' }),
    answer: A({ type: 'not_mobile', msg: '不可用' }),
    check: (d) =>
      expect(d.effects).toEqual([
        { kind: 'message', level: 'warning', text: '不可用' },
        { kind: 'navigate', to: '/login', replace: true },
      ]),
  },
  {
    row: 'login.unknown',
    ctx: login({ via: 'loadings', embedded: true }),
    answer: A({ type: 'brand_new_type', msg: '稍后再试' }),
    check: (d) =>
      expect(d.effects).toEqual([
        { kind: 'message', level: 'warning', text: '稍后再试' },
        { kind: 'navigate', to: '/LoginIfarme', replace: true },
      ]),
  },
  // ---- account-type chooser results
  {
    row: 'login.company',
    ctx: login({ via: 'chooser' }),
    answer: A({ type: 'company', bearer: 'C' }),
    check: (d) => expect(leaveOf(d)?.url).toBe('https://company.toy.example/login?token=C'),
  },
  {
    row: 'chooser.not_bound',
    ctx: login({ via: 'chooser' }),
    answer: A({ type: 'not_bound', msg: '请先注册' }),
    check: (d) =>
      expect(of(d, 'dialog')[0]).toEqual({ kind: 'dialog', dialog: 'info', text: '请先注册', then: { kind: 'navigate', to: '/company' } }),
  },
  {
    row: 'chooser.No_bind_mobile',
    ctx: login({ via: 'chooser' }),
    answer: A({ type: 'No_bind_mobile', msg: '请先绑定' }),
    check: (d) =>
      expect(of(d, 'dialog')[0]).toEqual({
        kind: 'dialog',
        dialog: 'info',
        text: '请先绑定',
        then: { kind: 'navigate', to: '/login', search: { t: 'bindPhone' } },
      }),
  },
  // ---- embedded login by messaging-app code
  {
    row: 'embeddedCode.1',
    ctx: { kind: 'embeddedCode', ...env },
    answer: A({ type: '1', bearer: 'E1' }),
    check: (d) => {
      expect(storeOf(d)['local:TOKEN']).toBe('E1')
      expect(of(d, 'postToParent')).toEqual([{ kind: 'postToParent', token: 'E1' }])
    },
  },
  {
    row: 'embeddedCode.other',
    ctx: { kind: 'embeddedCode', ...env },
    answer: A({ type: '2', msg: '请重试' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: '请重试' }]),
  },
  {
    row: 'embeddedCode.other',
    ctx: { kind: 'embeddedCode', ...env },
    answer: A({ code: -1, type: '2', msg: '验证码错误' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'error', text: '验证码错误' }]),
  },
  // ---- bind phone panel and rebind confirm
  {
    row: 'bindPanel.code-1',
    ctx: { kind: 'bindPanel', mobile: '13800000030', ...env },
    answer: A({ code: -1, msg: '验证码错误' }),
    check: (d) => expect(msgOf(d)).toMatchObject({ level: 'error', text: '验证码错误' }),
  },
  {
    row: 'bindPanel.0',
    ctx: { kind: 'bindPanel', mobile: '13800000030', ...env },
    answer: A({ type: '0' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'dialog', dialog: 'rebind', text: MSG.rebindPrompt }]),
  },
  {
    row: 'bindPanel.1',
    ctx: { kind: 'bindPanel', mobile: '13800000030', ...env },
    answer: A({ type: '1' }),
    check: (d) =>
      expect(d.effects).toEqual([
        { kind: 'message', level: 'success', text: '手机绑定成功' },
        { kind: 'recheck', mobile: '13800000030' },
      ]),
  },
  {
    row: 'bindPanel.other',
    ctx: { kind: 'bindPanel', mobile: '13800000030', ...env },
    answer: A({ type: '7', msg: '其他' }),
    check: (d) => expect(msgOf(d)?.text).toBe('其他'),
  },
  {
    row: 'rebind.1',
    ctx: { kind: 'rebind', mobile: '13800000030', ...env },
    answer: A({ type: '1' }),
    check: (d) =>
      expect(d.effects).toEqual([
        { kind: 'message', level: 'success', text: '手机换绑成功' },
        { kind: 'recheck', mobile: '13800000030' },
      ]),
  },
  {
    row: 'rebind.0',
    ctx: { kind: 'rebind', mobile: '13800000030', ...env },
    answer: A({ type: '0', msg: '换绑失败' }),
    check: (d) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: '换绑失败' }]),
  },
  {
    row: 'rebind.other',
    ctx: { kind: 'rebind', mobile: '13800000030', ...env },
    answer: A({ code: -1, msg: '错误' }),
    check: (d) => expect(msgOf(d)?.level).toBe('error'),
  },
  // ---- bind company by phone
  ...(
    [
      ['bindCompanyPhone.code-1', A({ code: -1, msg: '错' }), (d: Decision) => expect(msgOf(d)?.level).toBe('error')],
      [
        'bindCompanyPhone.company',
        A({ type: 'company', token: 'K1' }),
        (d: Decision) => expect(leaveOf(d)?.url).toBe('https://company.toy.example/login?token=K1'),
      ],
      ['bindCompanyPhone.under_review', A({ type: 'under_review' }), (d: Decision) => expect(navOf(d)?.to).toBe('/review')],
      [
        'bindCompanyPhone.21_4',
        A({ type: '21', msg: '已提交' }),
        (d: Decision) => expect(msgOf(d)).toMatchObject({ level: 'info', text: '已提交' }),
      ],
      [
        'bindCompanyPhone.21_4',
        A({ type: '4', msg: '非主账号' }),
        (d: Decision) => expect(msgOf(d)).toMatchObject({ level: 'info', text: '非主账号' }),
      ],
      [
        'bindCompanyPhone.list',
        A({ type: 'list', list: [{ id: 'C1' }], mobile: '13800000041', strNo: 'S2' }),
        (d: Decision) => {
          expect(storeOf(d)).toMatchObject({ 'local:list': '[{"id":"C1"}]', 'local:mobile': '13800000041', 'local:strNo': 'S2' })
          expect(navOf(d)?.to).toBe('/bindCompany')
        },
      ],
      ['bindCompanyPhone.other', A({ type: 'zzz', msg: '未知' }), (d: Decision) => expect(msgOf(d)?.text).toBe('未知')],
    ] as const
  ).map(([row, answer, check]) => ({
    row,
    ctx: { kind: 'bindCompanyPhone' as const, mobile: '13800000041', autoLogin: false, ...env },
    answer,
    check,
  })),
  // ---- bind factory by phone
  ...(
    [
      ['bindFactoryPhone.code-1', A({ code: -1, msg: '错' }), (d: Decision) => expect(msgOf(d)?.level).toBe('error')],
      [
        'bindFactoryPhone.factory',
        A({ type: 'factory', token: 'F2' }),
        (d: Decision) => expect(leaveOf(d)?.url).toBe('https://factory.toy.example/app/login?token=F2'),
      ],
      [
        'bindFactoryPhone.list',
        A({ type: 'list', list: [{ factory_id: 'F1' }] }),
        (d: Decision) => {
          expect(storeOf(d)).toMatchObject({ 'local:factorys': '[{"factory_id":"F1"}]', 'local:phone': '13800000042' })
          expect(navOf(d)?.to).toBe('/bindFactory')
        },
      ],
      ['bindFactoryPhone.0', A({ type: '0' }), (d: Decision) => expect(of(d, 'dialog')[0]).toMatchObject({ dialog: 'rebind' })],
      ['bindFactoryPhone.1', A({ type: '1' }), (d: Decision) => expect(msgOf(d)?.text).toBe('手机绑定成功')],
      ['bindFactoryPhone.other', A({ type: '9', msg: '其他' }), (d: Decision) => expect(msgOf(d)?.text).toBe('其他')],
    ] as const
  ).map(([row, answer, check]) => ({
    row,
    ctx: { kind: 'bindFactoryPhone' as const, mobile: '13800000042', autoLogin: false, ...env },
    answer,
    check,
  })),
  // ---- confirm on the company list
  ...(
    [
      [
        'confirmCompany.nonzero',
        A({ code: 3, msg: '失败' }),
        (d: Decision) => expect(msgOf(d)).toMatchObject({ level: 'error', text: '失败' }),
      ],
      [
        'confirmCompany.company',
        A({ type: 'company', token: 'Q1', special: 'https://b.toy.example' }),
        (d: Decision) => expect(leaveOf(d)?.url).toBe('https://b.toy.example/login?token=Q1'),
      ],
      ...['4', '11', '12', '13', '21'].map(
        (t) =>
          [
            'confirmCompany.info',
            A({ type: t, msg: `类型${t}` }),
            (d: Decision) => expect(msgOf(d)).toMatchObject({ level: 'info', text: `类型${t}` }),
          ] as const,
      ),
      [
        'confirmCompany.under_review',
        A({ type: 'under_review', msg: '审核中' }),
        (d: Decision) => {
          expect(msgOf(d)).toMatchObject({ level: 'info', text: '审核中' })
          expect(navOf(d)?.to).toBe('/review')
        },
      ],
      [
        'confirmCompany.-1',
        A({ type: '-1', msg: '请联系客服' }),
        (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'info', text: '请联系客服' }]),
      ],
      ['confirmCompany.other', A({ type: 'company' }), (d: Decision) => expect(of(d, 'leave')).toHaveLength(0)],
    ] as const
  ).map(([row, answer, check]) => ({ row, ctx: { kind: 'confirmCompany' as const, autoLogin: false, ...env }, answer, check })),
  // ---- confirm on the factory list
  ...(
    [
      ['confirmFactory.nonzero', A({ code: -1, msg: '失败' }), (d: Decision) => expect(msgOf(d)?.level).toBe('error')],
      [
        'confirmFactory.factory',
        A({ type: 'factory', token: 'W1' }),
        (d: Decision) => expect(leaveOf(d)?.url).toBe('https://factory.toy.example/app/login?token=W1'),
      ],
      ['confirmFactory.info', A({ type: '12', msg: '上限' }), (d: Decision) => expect(msgOf(d)?.level).toBe('info')],
      [
        'confirmFactory.under_review',
        A({ type: 'under_review', msg: '审核中' }),
        (d: Decision) => expect(navOf(d)?.to).toBe('/factory_review'),
      ],
      ['confirmFactory.-1', A({ type: '-1', msg: 'x' }), (d: Decision) => expect(msgOf(d)?.level).toBe('info')],
      ['confirmFactory.other', A({ type: 'zzz', msg: 'y' }), (d: Decision) => expect(msgOf(d)?.text).toBe('y')],
    ] as const
  ).map(([row, answer, check]) => ({ row, ctx: { kind: 'confirmFactory' as const, autoLogin: false, ...env }, answer, check })),
  // ---- registration
  ...(
    [
      [
        'registration.code-1',
        A({ code: -1, msg: '请填写完整' }),
        (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'error', text: '请填写完整' }]),
      ],
      [
        'registration.1',
        A({ type: '1' }),
        (d: Decision) => {
          expect(storeOf(d)['local:phone']).toBe('13800000088')
          expect(navOf(d)?.to).toBe('/successful')
        },
      ],
      ['registration.review', A({ type: 'under_review_company' }), (d: Decision) => expect(navOf(d)?.to).toBe('/review')],
      ['registration.review', A({ type: 'not_bound' }), (d: Decision) => expect(navOf(d)?.to).toBe('/review')],
      ...['company', 'factory', 'under_review'].map(
        (t) =>
          [
            'registration.message',
            A({ type: t, msg: `已是${t}` }),
            (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: `已是${t}` }]),
          ] as const,
      ),
      [
        'registration.0',
        A({ type: '0', msg: '失败' }),
        (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: '失败' }]),
      ],
      [
        'registration.-1',
        A({ type: '-1', why: '名称不符' }),
        (d: Decision) => {
          expect(storeOf(d)['local:message']).toBe('名称不符')
          expect(navOf(d)?.to).toBe('/reviewErr')
        },
      ],
      [
        'registration.other',
        A({ type: 'zzz', msg: 'm' }),
        (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'warning', text: 'm' }]),
      ],
      // A -1 with a type no row takes is an error too (registration.code-1 takes only a -1 without a type).
      [
        'registration.other',
        A({ code: -1, type: 'zzz', msg: 'm' }),
        (d: Decision) => expect(d.effects).toEqual([{ kind: 'message', level: 'error', text: 'm' }]),
      ],
    ] as const
  ).map(([row, answer, check]) => ({
    row,
    ctx: { kind: 'registration' as const, form: 'company' as const, mobile: '13800000088', ...env },
    answer,
    check,
  })),
  {
    row: 'registration.-1',
    ctx: { kind: 'registration', form: 'factory', mobile: '13800000088', ...env },
    answer: A({ type: '-1', why: '原因' }),
    check: (d) => expect(navOf(d)?.to).toBe('/factory_reviewErr'),
  },
  // ---- session check (contract)
  ...(['1', 'company'] as const).map((type) => ({
    row: 'sessionCheck.company',
    ctx: { kind: 'sessionCheck' as const, token: 'TK', autoLogin: false, factoryUrl: null, ...env },
    answer: A({ type }),
    check: (d: Decision) => expect(leaveOf(d)).toMatchObject({ url: 'https://company.toy.example/login?token=TK', delayMs: 0 }),
  })),
  ...(['2', 'factory'] as const).map((type) => ({
    row: 'sessionCheck.factory',
    ctx: { kind: 'sessionCheck' as const, token: 'TK', autoLogin: true, factoryUrl: null, ...env },
    answer: A({ type }),
    check: (d: Decision) => expect(leaveOf(d)?.url).toBe('https://factory.toy.example/app/login?token=TK&code=1'),
  })),
  ...[A({ type: '0' }), A({ type: null }), A({ code: -1, type: 'company' })].map((answer) => ({
    row: 'sessionCheck.continue',
    ctx: { kind: 'sessionCheck' as const, token: 'TK', autoLogin: false, factoryUrl: null, ...env },
    answer,
    check: (d: Decision) => expect(d.effects).toEqual([]),
  })),
]

describe('outcome table (spec section 4)', () => {
  it.each(cases.map((c, i) => [`${c.row} #${i}`, c] as const))('%s', (_name, c) => {
    const decision = decide(c.ctx, c.answer)
    expect(decision.row).toBe(c.row)
    c.check(decision)
  })

  it('has a test case for every row of the table', () => {
    const tested = new Set(cases.map((c) => c.row))
    const untested = OUTCOME_TABLE.map((r) => r.id).filter((id) => !tested.has(id))
    expect(untested).toEqual([])
  })

  it('never leaves without a token, whatever the type says', () => {
    const d = decide(login(), makeAnswer({ type: 'company' }))
    expect(of(d, 'leave')).toHaveLength(0)
    expect(msgOf(d)?.level).toBe('error')
  })
})

describe('the session check (checkLogin): its catch-all', () => {
  const ctx: ContextOf<'sessionCheck'> = { kind: 'sessionCheck', token: 'TK', autoLogin: false, factoryUrl: null, ...env }
  const catchAll = SESSION_CHECK_ROWS.at(-1)!
  const claimed = new Set(SESSION_CHECK_ROWS.filter((r) => !isCatchAll(r.types)).flatMap((r) => namedTypes(r.types)))
  const named = namedTypes(catchAll.types)
  /** A result type no other row of the session check claims: one the catch-all names, any other text, or none. */
  const unclaimed = fc.oneof(fc.constantFrom(...named), fc.string(), fc.constant(null)).filter((t) => t === null || !claimed.has(t))
  const answer = (type: string | null, code: number, more: { msg: string; special: string | null; isTest: boolean }) =>
    makeAnswer({ type, code, ...more })
  /** Codes: the envelope's own (0, -1) often, any other integer too. */
  const codes = fc.oneof(fc.constantFrom(0, -1, 1), fc.integer())
  const extra = fc.record({ msg: fc.string(), special: fc.option(fc.webUrl()), isTest: fc.boolean() })

  it('names every account state a login answers with, and no session (0), besides the types the rows above take', () => {
    const loginTypes = OUTCOME_TABLE.filter((r) => r.context === 'login').flatMap((r) => namedTypes(r.types))
    expect([...named].sort()).toEqual([...new Set([...loginTypes, '0'])].filter((t) => !claimed.has(t)).sort())
  })

  it('lets navigation continue for any result type no other row claims, whatever the code', () => {
    fc.assert(
      fc.property(unclaimed, codes, extra, (type, code, more) => {
        expect(decideSessionCheck(ctx, answer(type, code, more))).toEqual({ row: catchAll.id, effects: [] })
      }),
    )
  })

  it('lets navigation continue for a claimed type in a failed check (any code but 0)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...claimed),
        codes.filter((c) => c !== 0),
        extra,
        (type, code, more) => {
          expect(decideSessionCheck(ctx, answer(type, code, more))).toEqual({ row: catchAll.id, effects: [] })
        },
      ),
    )
  })
})
