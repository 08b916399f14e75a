/**
 * Protection against SMS abuse (contract "Protection against SMS abuse"): what
 * an answer to a send-code request means, and what a captcha challenge's end
 * means, as rows of the one row shape (decisionRow.ts). The server decides when
 * a human check is needed; the client never decides it alone. Pure: no React, no DOM.
 */
import { firstRow, type Row } from './decisionRow'
import { messageWords } from '../words/zh-CN/messages'
import { wordsNow } from '../words/now'
import { captchaWords } from '../words/zh-CN/captcha'

/** Providers the client can show. */
const CAPTCHA_PROVIDERS = ['tencent', 'demo'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

/** The `demo` provider's tickets (its dialog, src/features/sms/captcha/demo.ts) start so; the demo back end checks them. */
export const DEMO_CAPTCHA_TICKET_PREFIX = 'demo-ok-'

/** A challenge is shown at most this many times for one tap of the get-code button. */
export const MAX_CHALLENGES = 2
/** A provider's script that has not loaded by then has failed. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 10_000

/** A send-code answer as the client reads it (src/api/sendVerificationCode.ts). */
export interface SendCodeAnswer {
  code: number
  msg: string
  /** `data.captcha` of a `type: 'captcha'` answer; null for any other answer. */
  captcha: { provider: string; appId: string } | null
}

/** The answer, and how many challenges this tap has shown already. */
export interface SendCodeContext {
  answer: SendCodeAnswer
  challengesShown: number
}

export type SendCodeDecision =
  /** A code was really sent: the 60-second countdown starts, and the message says so. */
  | { row: string; action: 'sent'; message: string }
  /** Show the provider's challenge, then repeat the same request with its ticket and randstr. */
  | { row: string; action: 'challenge'; provider: CaptchaProvider; appId: string }
  /** Nothing sent: this message, the button enabled again. */
  | { row: string; action: 'fail'; message: string }

export type SendCodeRow = Row<'sendVerificationCode', [c: SendCodeContext], Omit<SendCodeDecision, 'row'>>

const isProvider = (p: string): p is CaptchaProvider => (CAPTCHA_PROVIDERS as readonly string[]).includes(p)
const said = (a: SendCodeAnswer, fallback: string) => a.msg || fallback

/** A send-code answer's result type: `captcha` (a challenge first), or none. */
const sendCodeType = (c: SendCodeContext): string | null => (c.answer.captcha !== null ? 'captcha' : null)

/** First matching row decides (src/outcomes/captcha.test.ts has a case for each). */
export const SEND_CODE_ROWS: readonly SendCodeRow[] = [
  {
    id: 'sendCode.captcha.unknownProvider',
    context: 'sendVerificationCode',
    spec: 'A captcha answer naming a provider the client does not know: an error shown to the user, nothing sent.',
    types: ['captcha'],
    when: (c) => c.answer.code === 0 && c.answer.captcha !== null && !isProvider(c.answer.captcha.provider),
    decide: () => ({ action: 'fail', message: wordsNow(captchaWords).unknownProvider }),
  },
  {
    id: 'sendCode.captcha.tooMany',
    context: 'sendVerificationCode',
    spec: 'A captcha answer after the challenge was shown twice for this request: show msg.',
    types: ['captcha'],
    when: (c) => c.answer.code === 0 && c.challengesShown >= MAX_CHALLENGES,
    decide: (c) => ({ action: 'fail', message: said(c.answer, wordsNow(messageWords).tooFrequent) }),
  },
  {
    id: 'sendCode.captcha',
    context: 'sendVerificationCode',
    spec: 'A captcha answer (nothing sent): show the provider’s challenge, then repeat the same request with ticket and randstr.',
    types: ['captcha'],
    when: (c) => c.answer.code === 0,
    decide: (c) => ({ action: 'challenge', provider: c.answer.captcha!.provider as CaptchaProvider, appId: c.answer.captcha!.appId }),
  },
  {
    id: 'sendCode.sent',
    context: 'sendVerificationCode',
    spec: 'Code 0: the code was sent; only now the countdown starts.',
    types: 'any',
    when: (c) => c.answer.code === 0,
    decide: (c) => ({ action: 'sent', message: said(c.answer, wordsNow(captchaWords).sent) }),
  },
  {
    id: 'sendCode.failed',
    context: 'sendVerificationCode',
    spec: 'Any other answer (code -1, a captcha answer included): show msg as an error and re-enable the button.',
    types: { rest: [] },
    decide: (c) => ({ action: 'fail', message: said(c.answer, wordsNow(messageWords).generic) }),
  },
]

export function decideSendCode(c: SendCodeContext): SendCodeDecision {
  const row = firstRow(SEND_CODE_ROWS, sendCodeType, c)
  return { row: row.id, ...row.decide(c) } as SendCodeDecision
}

/** How a challenge ended (the provider's callback, or its script). Tencent: `ret` 0 solved, 2 closed. */
export type ChallengeEnd = { kind: 'solved'; ticket: string; randstr: string } | { kind: 'closed' } | { kind: 'loadFailed' }

export type ChallengeDecision =
  | { row: string; action: 'repeat'; ticket: string; randstr: string }
  /** Nothing sent, the button enabled; `message` null: nothing said. */
  | { row: string; action: 'stop'; message: string | null }

export type ChallengeRow = Row<'captchaChallenge', [e: ChallengeEnd], Omit<ChallengeDecision, 'row'>>

export const CHALLENGE_ROWS: readonly ChallengeRow[] = [
  {
    id: 'challenge.solved',
    context: 'captchaChallenge',
    spec: 'Solved: the same request again, with ticket and randstr added.',
    types: ['solved'],
    decide: (e) => (e.kind === 'solved' ? { action: 'repeat', ticket: e.ticket, randstr: e.randstr } : { action: 'stop', message: null }),
  },
  {
    id: 'challenge.closed',
    context: 'captchaChallenge',
    spec: 'Closed by the user: nothing sent, button enabled, no message.',
    types: ['closed'],
    decide: () => ({ action: 'stop', message: null }),
  },
  {
    id: 'challenge.loadFailed',
    context: 'captchaChallenge',
    spec: `The provider’s script failed to load or took over 10 s: ${captchaWords.source.loadFailed}, button enabled.`,
    types: { rest: ['loadFailed'] },
    decide: () => ({ action: 'stop', message: wordsNow(captchaWords).loadFailed }),
  },
]

export function decideChallenge(e: ChallengeEnd): ChallengeDecision {
  const row = firstRow(CHALLENGE_ROWS, (end) => end.kind, e)
  return { row: row.id, ...row.decide(e) } as ChallengeDecision
}

/** Tencent's callback (`{ ret, ticket, randstr }`) as a challenge's end: 0 solved, anything else closed. */
export function tencentEnd(result: { ret?: unknown; ticket?: unknown; randstr?: unknown }): ChallengeEnd {
  if (result.ret === 0 && typeof result.ticket === 'string' && result.ticket !== '' && typeof result.randstr === 'string')
    return { kind: 'solved', ticket: result.ticket, randstr: result.randstr }
  return { kind: 'closed' }
}
