import type { PagePath } from '@/domain/pages'
import type { LocalKey } from '@/session/keys'
import { MSG, messageWords } from '../words/zh-CN/messages'
import { wordsNow } from '../words/now'
import {
  EMBEDDED_SELECTED_DELAY_MS,
  firstMatch,
  go,
  keepStrNo,
  leaveFor,
  LOADINGS_REDIRECT_DELAY_MS,
  message,
  REDIRECT_DELAY_MS,
  store,
  text,
  type AnyRow,
  type OutcomeRow,
} from './rows'
import { SESSION_CHECK_ROWS } from './session-check'
import type { ContextKind, ContextOf, Decision, Effect, ResultAnswer } from './types'
import { mainSiteJumpUrl, type AppKind } from './urls'

/**
 * The outcome table: every row of spec section 4 (and the contract's session
 * check) as data, in the one row shape (decisionRow.ts). `decide` walks the rows
 * of the context in order and the first row that takes the answer's type
 * (`types`) and whose `when` holds decides. Pure: no React, no router, no storage.
 */
type LoginCtx = ContextOf<'login'>

function loginDelay(ctx: LoginCtx): number {
  return ctx.via === 'loadings' ? LOADINGS_REDIRECT_DELAY_MS : REDIRECT_DELAY_MS
}

/** The embedded login leaves for the main site with `jump_url=<value>`. */
function embeddedJump(ctx: LoginCtx, jumpUrl: string): Effect {
  return { kind: 'leave', url: mainSiteJumpUrl(jumpUrl, ctx.config, ctx.origin), delayMs: 0, target: 'top' }
}

/** A login type that sends to a status page, or to the main site in the embedded login. */
function statusPage(ctx: LoginCtx, page: PagePath, jumpUrl: string, before: Effect[] = []): Effect[] {
  return [...before, ctx.embedded ? embeddedJump(ctx, jumpUrl) : go(page)]
}

function reasonWrites(a: ResultAnswer, phone?: string | null): Effect {
  const writes: Array<[LocalKey, string | null]> = [['message', a.why ?? a.msg ?? '']]
  if (phone) writes.push(['phone', phone])
  return store(writes)
}

const loginPhone = (ctx: LoginCtx, a: ResultAnswer): string | null => a.mobile ?? ctx.mobile ?? null

/** On the transit page an answer that only says something leaves nothing to wait for: back to the login it came from. */
function backFromLoadings(ctx: LoginCtx): Effect[] {
  return ctx.via === 'loadings' ? [go(ctx.embedded ? '/LoginIfarme' : '/login', { replace: true })] : []
}

// ---------------------------------------------------------------- login result type

const loginRows: OutcomeRow<'login'>[] = [
  {
    id: 'login.scanCallback.failed',
    context: 'login',
    spec: 'QR callback by code: a response code other than 0 shows the message as a success toast; a failing scan-login call returns to /.',
    types: 'any',
    when: (ctx, a) => (ctx.via === 'scan' || ctx.via === 'loadings') && a.code !== 0,
    decide: (_ctx, a) => [message('success', text(a)), go('/', { replace: true })],
  },
  {
    id: 'login.code-1',
    context: 'login',
    spec: 'First response code -1: show an error with the message.',
    types: 'any',
    when: (_ctx, a) => a.code === -1,
    decide: (_ctx, a) => [message('error', text(a))],
  },
  {
    id: 'chooser.not_bound',
    context: 'login',
    spec: 'Account-type chooser result not_bound: info dialog, then /company.',
    types: ['not_bound'],
    when: (ctx) => ctx.via === 'chooser',
    decide: (_ctx, a) => [{ kind: 'dialog', dialog: 'info', text: text(a), then: go('/company') }],
  },
  {
    id: 'chooser.No_bind_mobile',
    context: 'login',
    spec: 'Account-type chooser result No_bind_mobile: info dialog, then the login page in bind mode.',
    types: ['No_bind_mobile'],
    when: (ctx) => ctx.via === 'chooser',
    decide: (_ctx, a) => [
      ...keepStrNo(a),
      {
        kind: 'dialog',
        dialog: 'info',
        text: a.msg || wordsNow(messageWords).noBindMobile,
        then: go('/login', { search: { t: 'bindPhone' } }),
      },
    ],
  },
  {
    id: 'login.selected',
    context: 'login',
    spec: 'selected: store the selection number; show the company/factory chooser (embedded: go to /home after 1 s).',
    types: ['selected'],
    decide: (ctx, a) => {
      const number = a.number ?? ''
      const writes: Effect = {
        kind: 'store',
        writes: [
          { area: 'session', key: 'Loginnumber', value: number },
          { area: 'cookie', key: 'TOKEN_TYPE', value: number },
        ],
      }
      if (ctx.embedded) return [writes, ...keepStrNo(a), go('/', { delayMs: EMBEDDED_SELECTED_DELAY_MS })]
      return [writes, ...keepStrNo(a), { kind: 'dialog', dialog: 'accountType', isBan: a.isBan }]
    },
  },
  {
    id: 'login.company',
    context: 'login',
    spec: 'company: store the bearer token, wait about 1 s (700 ms on the loadings page), redirect to the company app login with the token; code=1 with auto-login; a trusted Special overrides the base.',
    types: ['company'],
    decide: (ctx, a) =>
      leaveFor('company', ctx, a, { autoLogin: ctx.autoLogin, delayMs: loginDelay(ctx), target: ctx.embedded ? 'top' : 'self' }),
  },
  {
    id: 'login.factory',
    context: 'login',
    spec: 'factory: same with the factory app (test factories use the stored factory_url).',
    types: ['factory'],
    decide: (ctx, a) =>
      leaveFor('factory', ctx, a, {
        autoLogin: ctx.autoLogin,
        factoryUrl: ctx.factoryUrl,
        delayMs: loginDelay(ctx),
        target: ctx.embedded ? 'top' : 'self',
      }),
  },
  {
    id: 'login.not_bound',
    context: 'login',
    spec: "not_bound: re-check the phone (determineCorF); if still unbound, the 'account not registered' dialog (register, bind company, bind factory). Embedded: show the message, set have_user, go to the main site home with jump_url=not_bound.",
    types: ['not_bound'],
    decide: (ctx, a) => {
      if (ctx.embedded) {
        return [
          message('warning', a.msg || wordsNow(messageWords).unregistered),
          store([['have_user', '1']]),
          embeddedJump(ctx, 'not_bound'),
        ]
      }
      const phone = loginPhone(ctx, a)
      if (ctx.via !== 'recheck' && phone) return [...keepStrNo(a), { kind: 'recheck', mobile: phone }]
      return [...keepStrNo(a), { kind: 'dialog', dialog: 'unregistered', text: wordsNow(messageWords).unregistered }]
    },
  },
  {
    id: 'login.company_under_review',
    context: 'login',
    spec: 'company_under_review, under_review_company: go to /review (embedded: jump_url=Review).',
    types: ['company_under_review', 'under_review_company'],
    decide: (ctx) => statusPage(ctx, '/review', 'Review'),
  },
  {
    id: 'login.factory_under_review',
    context: 'login',
    spec: 'factory_under_review, under_review_factory: go to /factory_review (embedded: jump_url=Review).',
    types: ['factory_under_review', 'under_review_factory'],
    decide: (ctx) => statusPage(ctx, '/factory_review', 'Review'),
  },
  {
    id: 'login.company_ban',
    context: 'login',
    spec: 'company_ban: /numberForbidden (embedded: jump_url=NumberForbidden).',
    types: ['company_ban'],
    decide: (ctx) => statusPage(ctx, '/numberForbidden', 'NumberForbidden'),
  },
  {
    id: 'login.mobile_isban',
    context: 'login',
    spec: 'mobile_isban: /factory_numberForbidden (embedded: jump_url=NumberForbidden).',
    types: ['mobile_isban'],
    decide: (ctx) => statusPage(ctx, '/factory_numberForbidden', 'NumberForbidden'),
  },
  {
    id: 'login.review_failed_company',
    context: 'login',
    spec: 'review_failed_company: save the reason and the phone; go to /reviewErrFail.',
    types: ['review_failed_company'],
    decide: (ctx, a) => statusPage(ctx, '/reviewErrFail', 'ReviewErrFail', [...keepStrNo(a), reasonWrites(a, loginPhone(ctx, a))]),
  },
  {
    id: 'login.company_review_failed',
    context: 'login',
    spec: 'company_review_failed: save the reason; /reviewErr.',
    types: ['company_review_failed'],
    decide: (ctx, a) => statusPage(ctx, '/reviewErr', 'ReviewErr', [reasonWrites(a)]),
  },
  {
    id: 'login.factory_review_failed',
    context: 'login',
    spec: 'factory_review_failed: save the reason; /factory_reviewErr.',
    types: ['factory_review_failed'],
    decide: (ctx, a) => statusPage(ctx, '/factory_reviewErr', 'ReviewErr', [reasonWrites(a)]),
  },
  {
    id: 'login.review_failed_factory',
    context: 'login',
    spec: 'review_failed_factory: save the reason; /reviewFacErrFail.',
    types: ['review_failed_factory'],
    decide: (ctx, a) => statusPage(ctx, '/reviewFacErrFail', 'ReviewFacErrFail', [...keepStrNo(a), reasonWrites(a, loginPhone(ctx, a))]),
  },
  {
    id: 'login.company_staff',
    context: 'login',
    spec: 'company_staff: save the company list and mobile; go to /bindcompany_staff.',
    types: ['company_staff'],
    decide: (ctx, a) => {
      const phone = loginPhone(ctx, a)
      const writes = store([
        ['list', JSON.stringify(a.list ?? [])],
        ['mobile', phone],
      ])
      return statusPage(ctx, '/bindcompany_staff', 'Bindcompany_staff', [...keepStrNo(a), writes])
    },
  },
  {
    id: 'login.No_bind_mobile',
    context: 'login',
    spec: `No_bind_mobile (scan login): warn ${MSG.noBindMobile} and show the bind-phone panel.`,
    types: ['No_bind_mobile'],
    decide: (ctx, a) =>
      ctx.embedded
        ? [...keepStrNo(a), message('warning', wordsNow(messageWords).noBindMobile), go('/login', { search: { t: 'bindPhone' } })]
        : [...keepStrNo(a), message('warning', wordsNow(messageWords).noBindMobile), { kind: 'panel', panel: 'bindPhone' }],
  },
  {
    id: 'login.change_bound_company',
    context: 'login',
    spec: 'change_bound_company: the company variant goes to the staff binding page.',
    types: ['change_bound_company'],
    decide: (ctx, a) => {
      const writes = a.list
        ? [
            store([
              ['list', JSON.stringify(a.list)],
              ['mobile', loginPhone(ctx, a)],
            ]),
          ]
        : []
      return [...keepStrNo(a), ...writes, go('/bindcompany_staff')]
    },
  },
  {
    id: 'login.change_bound_factory',
    context: 'login',
    spec: 'change_bound_factory: the factory variant shows a warning and the jump dialog.',
    types: ['change_bound_factory'],
    decide: (_ctx, a) => [message('warning', text(a)), { kind: 'dialog', dialog: 'jump' }],
  },
  {
    id: 'login.not_mobile',
    context: 'login',
    spec: 'not_mobile: warn with the message (on the transit page, then back to the login).',
    types: ['not_mobile'],
    decide: (ctx, a) => [message('warning', text(a)), ...backFromLoadings(ctx)],
  },
  {
    id: 'login.unknown',
    context: 'login',
    spec: 'Unknown type with data.code -1: show data.msg (any other unknown type: msg, or a generic message); on the transit page, then back to the login.',
    // What the same calls answer in the embedded login by code (scripts/contract/document.test.ts holds these lists).
    types: { rest: ['1'] },
    decide: (ctx, a) => [
      a.dataCode === -1 ? message('error', a.dataMsg || a.msg || wordsNow(messageWords).generic) : message('warning', text(a)),
      ...backFromLoadings(ctx),
    ],
  },
]

// ---------------------------------------------------------------- embedded login by messaging-app code

const embeddedCodeRows: OutcomeRow<'embeddedCode'>[] = [
  {
    id: 'embeddedCode.1',
    context: 'embeddedCode',
    spec: 'Login by messaging-app code from the query string: type 1 passes the Bearer token to the parent window and stores it.',
    types: ['1'],
    when: (_ctx, a) => a.code === 0 && Boolean(a.bearer ?? a.token),
    decide: (_ctx, a) => {
      const token = a.bearer ?? a.token ?? ''
      return [store([['TOKEN', token]]), { kind: 'postToParent', token }]
    },
  },
  {
    id: 'embeddedCode.other',
    context: 'embeddedCode',
    spec: 'Any other answer: show the message.',
    // What the same calls answer in the login (scripts/contract/document.test.ts holds these lists).
    types: {
      rest: [
        'not_bound',
        'No_bind_mobile',
        'selected',
        'company',
        'factory',
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
        'change_bound_company',
        'change_bound_factory',
        'not_mobile',
      ],
    },
    decide: (_ctx, a) => [message(a.code === -1 ? 'error' : 'warning', text(a))],
  },
]

// ---------------------------------------------------------------- bind phone (login page panel) and rebind confirm

const bindPanelRows: OutcomeRow<'bindPanel'>[] = [
  {
    id: 'bindPanel.code-1',
    context: 'bindPanel',
    spec: 'Response code -1 on binding shows msg as an error.',
    types: 'any',
    when: (_ctx, a) => a.code === -1,
    decide: (_ctx, a) => [message('error', text(a))],
  },
  {
    id: 'bindPanel.0',
    context: 'bindPanel',
    spec: 'Type 0: the phone is bound to another account; ask for rebind confirmation.',
    types: ['0'],
    decide: () => [{ kind: 'dialog', dialog: 'rebind', text: wordsNow(messageWords).rebindPrompt }],
  },
  {
    id: 'bindPanel.1',
    context: 'bindPanel',
    spec: `Type 1: success (${MSG.bindOk}), then the account type is re-determined.`,
    types: ['1'],
    decide: (ctx) => [message('success', wordsNow(messageWords).bindOk), { kind: 'recheck', mobile: ctx.mobile }],
  },
  {
    id: 'bindPanel.other',
    context: 'bindPanel',
    spec: 'Any other value: show the message.',
    // What bindMobile answers on the bind pages (scripts/contract/document.test.ts holds these lists).
    types: { rest: ['company', 'under_review', '21', '4', 'list', 'factory'] },
    decide: (_ctx, a) => [message('warning', text(a))],
  },
]

const rebindRows: OutcomeRow<'rebind'>[] = [
  {
    id: 'rebind.1',
    context: 'rebind',
    spec: `Rebind confirm result type 1: success (${MSG.rebindOk}).`,
    types: ['1'],
    when: (_ctx, a) => a.code !== -1,
    decide: (ctx) => [message('success', wordsNow(messageWords).rebindOk), { kind: 'recheck', mobile: ctx.mobile }],
  },
  {
    id: 'rebind.0',
    context: 'rebind',
    spec: 'Rebind confirm result type 0: a warning.',
    types: ['0'],
    decide: (_ctx, a) => [message('warning', text(a))],
  },
  {
    id: 'rebind.other',
    context: 'rebind',
    spec: 'Anything else (code -1 included): show the message as an error.',
    types: { rest: [] },
    decide: (_ctx, a) => [message('error', text(a))],
  },
]

// ---------------------------------------------------------------- bind company / factory by phone

const bindCompanyPhoneRows: OutcomeRow<'bindCompanyPhone'>[] = [
  {
    id: 'bindCompanyPhone.code-1',
    context: 'bindCompanyPhone',
    spec: 'Response code -1 on binding shows msg as an error.',
    types: 'any',
    when: (_ctx, a) => a.code === -1,
    decide: (_ctx, a) => [message('error', text(a))],
  },
  {
    id: 'bindCompanyPhone.company',
    context: 'bindCompanyPhone',
    spec: 'company: redirect to the company back office with the token.',
    types: ['company'],
    decide: (ctx, a) => leaveFor('company', ctx, a, { autoLogin: ctx.autoLogin, delayMs: REDIRECT_DELAY_MS }),
  },
  {
    id: 'bindCompanyPhone.under_review',
    context: 'bindCompanyPhone',
    spec: 'under_review: go to /review.',
    types: ['under_review'],
    decide: () => [go('/review')],
  },
  {
    id: 'bindCompanyPhone.21_4',
    context: 'bindCompanyPhone',
    spec: 'Types 21 and 4: info message.',
    types: ['21', '4'],
    decide: (_ctx, a) => [message('info', text(a))],
  },
  {
    id: 'bindCompanyPhone.list',
    context: 'bindCompanyPhone',
    spec: 'list: go to /bindCompany and save the list and the mobile.',
    types: ['list'],
    decide: (ctx, a) => [
      ...keepStrNo(a),
      store([
        ['list', JSON.stringify(a.list ?? [])],
        ['mobile', a.mobile ?? ctx.mobile],
      ]),
      go('/bindCompany'),
    ],
  },
  {
    id: 'bindCompanyPhone.other',
    context: 'bindCompanyPhone',
    spec: 'Anything else: show the message.',
    // What bindMobile answers on the login's panel and the factory's page (scripts/contract/document.test.ts).
    types: { rest: ['0', '1', 'factory'] },
    decide: (_ctx, a) => [message('warning', text(a))],
  },
]

const bindFactoryPhoneRows: OutcomeRow<'bindFactoryPhone'>[] = [
  {
    id: 'bindFactoryPhone.code-1',
    context: 'bindFactoryPhone',
    spec: 'Response code -1 on binding shows msg as an error.',
    types: 'any',
    when: (_ctx, a) => a.code === -1,
    decide: (_ctx, a) => [message('error', text(a))],
  },
  {
    id: 'bindFactoryPhone.factory',
    context: 'bindFactoryPhone',
    spec: 'factory: redirect to the factory back office.',
    types: ['factory'],
    decide: (ctx, a) => leaveFor('factory', ctx, a, { autoLogin: ctx.autoLogin, factoryUrl: ctx.factoryUrl, delayMs: REDIRECT_DELAY_MS }),
  },
  {
    id: 'bindFactoryPhone.list',
    context: 'bindFactoryPhone',
    spec: 'list: go to /bindFactory; save the factory list and the phone.',
    types: ['list'],
    decide: (ctx, a) => [
      ...keepStrNo(a),
      store([
        ['factorys', JSON.stringify(a.list ?? [])],
        ['phone', a.mobile ?? ctx.mobile],
      ]),
      go('/bindFactory'),
    ],
  },
  {
    id: 'bindFactoryPhone.0',
    context: 'bindFactoryPhone',
    spec: 'Type 0 follows the bind-phone rule: ask for rebind confirmation.',
    types: ['0'],
    decide: () => [{ kind: 'dialog', dialog: 'rebind', text: wordsNow(messageWords).rebindPrompt }],
  },
  {
    id: 'bindFactoryPhone.1',
    context: 'bindFactoryPhone',
    spec: `Type 1 follows the bind-phone rule: ${MSG.bindOk}, then the account type is re-determined.`,
    types: ['1'],
    decide: (ctx) => [message('success', wordsNow(messageWords).bindOk), { kind: 'recheck', mobile: ctx.mobile }],
  },
  {
    id: 'bindFactoryPhone.other',
    context: 'bindFactoryPhone',
    spec: 'Any other value follows the bind-phone rule: show the message.',
    // What bindMobile answers on the login's panel and the company's page (scripts/contract/document.test.ts).
    types: { rest: ['company', 'under_review', '21', '4'] },
    decide: (_ctx, a) => [message('warning', text(a))],
  },
]

// ---------------------------------------------------------------- confirm on a card list

const INFO_CODES = ['4', '11', '12', '13', '21']

function confirmRows<K extends 'confirmCompany' | 'confirmFactory'>(context: K, app: AppKind, reviewPage: PagePath): OutcomeRow<K>[] {
  const name = app === 'company' ? 'company' : 'factory'
  return [
    {
      id: `${context}.nonzero`,
      context,
      spec: 'Nonzero code: error with msg.',
      types: 'any',
      when: (_ctx, a) => a.code !== 0,
      decide: (_ctx, a) => [message('error', text(a))],
    },
    {
      id: `${context}.${name}`,
      context,
      spec: `A token with type ${name}: redirect (a trusted Special honoured).`,
      types: [name],
      when: (_ctx, a) => Boolean(a.bearer ?? a.token),
      decide: (ctx, a) => {
        const c = ctx as ContextOf<'confirmCompany' | 'confirmFactory'>
        const factoryUrl = c.kind === 'confirmFactory' ? c.factoryUrl : null
        return leaveFor(app, ctx, a, { autoLogin: c.autoLogin, factoryUrl, delayMs: REDIRECT_DELAY_MS })
      },
    },
    {
      id: `${context}.info`,
      context,
      spec: 'Type 4, 11, 12, 13 or 21: info message.',
      types: INFO_CODES,
      decide: (_ctx, a) => [message('info', text(a))],
    },
    {
      id: `${context}.under_review`,
      context,
      spec: 'under_review: info and go to the review page.',
      types: ['under_review'],
      decide: (_ctx, a) => [message('info', text(a)), go(reviewPage)],
    },
    {
      id: `${context}.-1`,
      context,
      spec: 'Type -1: info on the bind page.',
      types: ['-1'],
      decide: (_ctx, a) => [message('info', text(a))],
    },
    {
      id: `${context}.other`,
      context,
      spec: 'Anything else: show the message.',
      types: { rest: [] },
      decide: (_ctx, a) => [message('warning', text(a))],
    },
  ]
}

// ---------------------------------------------------------------- registration

const registrationRows: OutcomeRow<'registration'>[] = [
  {
    id: 'registration.code-1',
    context: 'registration',
    spec: 'Response code -1 on registration shows msg as an error.',
    types: 'any',
    when: (_ctx, a) => a.code === -1 && a.type === null,
    decide: (_ctx, a) => [message('error', text(a))],
  },
  {
    id: 'registration.1',
    context: 'registration',
    spec: 'Type 1: store the phone, go to /successful.',
    types: ['1'],
    decide: (ctx) => [store([['phone', ctx.mobile]]), go('/successful')],
  },
  {
    id: 'registration.review',
    context: 'registration',
    spec: 'under_review_company or not_bound: go to /review.',
    types: ['under_review_company', 'not_bound'],
    decide: () => [go('/review')],
  },
  {
    id: 'registration.message',
    context: 'registration',
    spec: 'company, factory or under_review: show the message.',
    types: ['company', 'factory', 'under_review'],
    decide: (_ctx, a) => [message('warning', text(a))],
  },
  {
    id: 'registration.0',
    context: 'registration',
    spec: 'Type 0: show the message.',
    types: ['0'],
    decide: (_ctx, a) => [message('warning', text(a))],
  },
  {
    id: 'registration.-1',
    context: 'registration',
    spec: 'Type -1: store the reason, go to the review-failed page.',
    types: ['-1'],
    decide: (ctx, a) => [reasonWrites(a), go(ctx.form === 'company' ? '/reviewErr' : '/factory_reviewErr')],
  },
  {
    id: 'registration.other',
    context: 'registration',
    spec: 'Anything else: show the message.',
    types: { rest: [] },
    decide: (_ctx, a) => [message(a.code === -1 ? 'error' : 'warning', text(a))],
  },
]

/** Every row, in the order they are tried within a context. */
export const OUTCOME_TABLE: readonly AnyRow[] = [
  ...loginRows,
  ...embeddedCodeRows,
  ...bindPanelRows,
  ...rebindRows,
  ...bindCompanyPhoneRows,
  ...bindFactoryPhoneRows,
  ...confirmRows('confirmCompany', 'company', '/review'),
  ...confirmRows('confirmFactory', 'factory', '/factory_review'),
  ...registrationRows,
  ...SESSION_CHECK_ROWS,
]

/** Decide what an answer means in a context: the first matching row of the table. */
export function decide<K extends ContextKind>(ctx: ContextOf<K>, answer: ResultAnswer): Decision {
  return firstMatch(OUTCOME_TABLE, ctx, answer)
}
