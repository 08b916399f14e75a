import * as v from 'valibot'
import type { ResultAnswer } from '@/outcomes/types'
import { answerFields, callApi, parseData, type CallOptions, type Payload } from './client'

/**
 * The answer of every call that returns a result `type` (login, binding,
 * registration, session check …), normalised for the outcomes core:
 * data first then top level, `1` and `"1"` one value.
 */
const scalar = v.optional(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite()), v.null()]),
    v.transform((x) => (x === null || x === '' ? null : String(x))),
  ),
  null,
)

const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string(), v.null()]),
    v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'),
  ),
  false,
)

/** The fields of a result answer, read from `data` first, then the top level (the contract's `result` answers). */
export const RESULT_FIELDS = v.looseObject({
  type: scalar,
  Bearer: scalar,
  token: scalar,
  number: scalar,
  strNo: scalar,
  Special: scalar,
  why: scalar,
  reason: scalar,
  mobile: scalar,
  is_ban: scalar,
  is_test: flag,
  list: v.optional(v.nullable(v.array(v.looseObject({}))), null),
})

const DataCodeSchema = v.looseObject({
  code: v.optional(v.union([v.number(), v.string(), v.null()]), null),
  msg: v.optional(v.union([v.string(), v.null()]), null),
})

export async function resultCall(
  method: 'GET' | 'POST',
  name: string,
  payload: Payload = {},
  options: CallOptions = {},
): Promise<ResultAnswer> {
  const envelope = await callApi(method, name, payload, options)
  const f = parseData(RESULT_FIELDS, answerFields(envelope))
  const data = envelope.data !== null && typeof envelope.data === 'object' && !Array.isArray(envelope.data) ? envelope.data : {}
  const inner = v.safeParse(DataCodeSchema, data)
  const dataCode =
    inner.success && inner.output.code !== null && /^-?\d+$/.test(String(inner.output.code)) ? Number(inner.output.code) : null
  return {
    code: envelope.code,
    msg: envelope.msg,
    type: f.type,
    bearer: f.Bearer,
    token: f.token,
    number: f.number,
    strNo: f.strNo,
    special: f.Special,
    why: f.why ?? f.reason,
    list: f.list,
    mobile: f.mobile,
    isBan: f.is_ban,
    isTest: f.is_test,
    dataCode,
    dataMsg: inner.success ? (inner.output.msg ?? null) : null,
  }
}
