// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  CHALLENGE_ROWS,
  decideChallenge,
  decideSendCode,
  MAX_CHALLENGES,
  SEND_CODE_ROWS,
  tencentEnd,
  type ChallengeDecision,
  type ChallengeEnd,
  type SendCodeContext,
  type SendCodeDecision,
} from './captcha'
import { MSG } from '../words/zh-CN/messages'
import { captchaWords } from '../words/zh-CN/captcha'

const captcha = (provider: string, shown = 0, msg = ''): SendCodeContext => ({
  answer: { code: 0, msg, captcha: { provider, appId: '190000001' } },
  challengesShown: shown,
})

/** One case per row of SEND_CODE_ROWS, in order. */
const SEND_CASES: Array<[SendCodeContext, SendCodeDecision]> = [
  [captcha('geetest'), { row: 'sendCode.captcha.unknownProvider', action: 'fail', message: captchaWords.source.unknownProvider }],
  [
    captcha('tencent', MAX_CHALLENGES, '请求过于频繁，请稍后再试'),
    { row: 'sendCode.captcha.tooMany', action: 'fail', message: '请求过于频繁，请稍后再试' },
  ],
  [captcha('tencent', 1), { row: 'sendCode.captcha', action: 'challenge', provider: 'tencent', appId: '190000001' }],
  [
    { answer: { code: 0, msg: '验证码已发送', captcha: null }, challengesShown: 1 },
    { row: 'sendCode.sent', action: 'sent', message: '验证码已发送' },
  ],
  [
    { answer: { code: -1, msg: '手机号格式错误，请重新确认', captcha: null }, challengesShown: 0 },
    { row: 'sendCode.failed', action: 'fail', message: '手机号格式错误，请重新确认' },
  ],
]

const CHALLENGE_CASES: Array<[ChallengeEnd, ChallengeDecision]> = [
  [
    { kind: 'solved', ticket: 't', randstr: 'r' },
    { row: 'challenge.solved', action: 'repeat', ticket: 't', randstr: 'r' },
  ],
  [{ kind: 'closed' }, { row: 'challenge.closed', action: 'stop', message: null }],
  [{ kind: 'loadFailed' }, { row: 'challenge.loadFailed', action: 'stop', message: '安全验证加载失败，请稍后重试' }],
]

describe('send-code answers (src/outcomes/captcha.ts)', () => {
  it('has a case for every row, in order, each decided by its own row', () => {
    expect(SEND_CASES.map(([, d]) => d.row)).toEqual(SEND_CODE_ROWS.map((r) => r.id))
    for (const [c, expected] of SEND_CASES) expect(decideSendCode(c)).toEqual(expected)
  })
  it('shows the challenge at most twice for one request, then the server’s msg (or a generic one)', () => {
    expect(decideSendCode(captcha('demo', 0)).row).toBe('sendCode.captcha')
    expect(decideSendCode(captcha('demo', 1)).row).toBe('sendCode.captcha')
    expect(decideSendCode(captcha('demo', 2))).toMatchObject({ action: 'fail', message: MSG.tooFrequent })
  })
  it('a captcha answer with code -1 is a failure like any other', () => {
    expect(
      decideSendCode({ answer: { code: -1, msg: '', captcha: { provider: 'tencent', appId: 'x' } }, challengesShown: 0 }),
    ).toMatchObject({
      row: 'sendCode.failed',
      message: MSG.generic,
    })
  })
  it('an empty msg on success still says the code was sent', () => {
    expect(decideSendCode({ answer: { code: 0, msg: '', captcha: null }, challengesShown: 0 })).toMatchObject({ message: '验证码已发送' })
  })
})

describe('how a challenge ends', () => {
  it('has a case for every row, in order', () => {
    expect(CHALLENGE_CASES.map(([, d]) => d.row)).toEqual(CHALLENGE_ROWS.map((r) => r.id))
    for (const [e, expected] of CHALLENGE_CASES) expect(decideChallenge(e)).toEqual(expected)
  })
  it('reads Tencent’s callback: ret 0 with a ticket is solved, 2 (closed) or anything else is closed', () => {
    expect(tencentEnd({ ret: 0, ticket: 'tk', randstr: '@rs' })).toEqual({ kind: 'solved', ticket: 'tk', randstr: '@rs' })
    expect(tencentEnd({ ret: 2 })).toEqual({ kind: 'closed' })
    expect(tencentEnd({ ret: 0, ticket: '' })).toEqual({ kind: 'closed' })
  })
})
