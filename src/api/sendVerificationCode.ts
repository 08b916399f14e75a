import * as v from 'valibot'
import type { SendCodeAnswer } from '@/outcomes/captcha'
import { answerFields, callApi, parseData } from './client'
import type { SendVerificationCodeRequest } from './requests'

/**
 * POST sendVerificationCode: send an SMS code (spec section 7). When the server wants a human
 * check first it answers `{ code: 0, data: { type: 'captcha', captcha: { provider, appId } } }`
 * with nothing sent, and the same request is repeated with the challenge's `ticket` and
 * `randstr` (contract "Protection against SMS abuse").
 *
 * Its hook is useSendCode (src/features/sms/), over src/api/sendCode.ts rather than a
 * TanStack Query mutation: the request must be able to leave before React and the app have
 * loaded (a tap before the app is ready, src/beforeApp.ts), so this file imports
 * nothing of them.
 */
export type SendVerificationCodePayload = v.InferOutput<typeof SendVerificationCodeRequest>

const text = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((x) => String(x)),
)

export const SendCodeFieldsSchema = v.pipe(
  v.looseObject({
    type: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
    captcha: v.optional(v.nullable(v.looseObject({ provider: text, appId: text })), null),
  }),
  // A captcha answer says which challenge: one without it does not parse (a failed call).
  v.check((f) => f.type !== 'captcha' || f.captcha !== null),
)

export async function sendVerificationCode(payload: SendVerificationCodePayload): Promise<SendCodeAnswer> {
  const envelope = await callApi('POST', 'sendVerificationCode', payload)
  const fields = parseData(SendCodeFieldsSchema, answerFields(envelope))
  return { code: envelope.code, msg: envelope.msg, captcha: fields.type === 'captcha' ? fields.captcha : null }
}
