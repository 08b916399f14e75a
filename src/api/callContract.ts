import * as v from 'valibot'
import type { ContextKind } from '@/outcomes/types'
import { answerFields, EnvelopeSchema } from './client'

/**
 * What a call of `src/api/` says about itself for the back end's contract (`npm run contract`
 * writes it as OpenAPI, scripts/contract/): its method and name, what it sends and how its answer
 * is read, with the very schemas the call parses with. src/api/backendContract.ts lists one for
 * every call (scripts/contract/document.test.ts fails when a call of src/api/ has none).
 */
type AnswerReading =
  /**
   * A result answer: its `type` and fields read from `data` first, then the top level (result.ts),
   * decided by the outcome table's rows of these contexts (src/outcomes/table.ts).
   */
  | { kind: 'result'; fields: v.GenericSchema; decidedIn: readonly ContextKind[] }
  /** Fields read from `data` first, then the top level, with this schema. */
  | { kind: 'fields'; fields: v.GenericSchema }
  /** `data` of an answer with code 0, with this schema; any other code is a failed call with its msg. */
  | { kind: 'data'; data: v.GenericSchema }
  /** The envelope only: the answer is not read further. */
  | { kind: 'ignored' }

export interface CallContract {
  method: 'GET' | 'POST'
  /** The call's name: the path under `apiBase` (config.js, `/home/api/` by default). */
  name: string
  summary: string
  /** What the call sends: JSON for POST, the query string for GET. */
  request: v.GenericSchema | null
  answer: AnswerReading
  /** Reads only (sends no SMS, changes nothing): `npm run contract:check` may call it on any back end, with `example` as the request. */
  readOnly?: { example: Record<string, string> }
  /** What the schema cannot say (transforms, loose values), in words. */
  notes?: readonly string[]
}

export const defineCall = <C extends CallContract>(contract: C): C => contract

const issuesAt = (prefix: string, issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${[prefix, v.getDotPath(issue)].filter(Boolean).join('.') || '(the whole answer)'}: ${issue.message}`)

/**
 * What is wrong with `body` as an answer of `call`, read as the front end reads it: each problem
 * with the path of the field. `requireOk`: a read's answer must have code 0 (contract:check).
 */
export function answerProblems(call: CallContract, body: unknown, { requireOk = false } = {}): string[] {
  const envelope = v.safeParse(EnvelopeSchema, body)
  if (!envelope.success) return issuesAt('', envelope.issues)
  const { code, msg } = envelope.output
  const answer = call.answer
  if (answer.kind === 'ignored') return []
  if (answer.kind === 'data') {
    if (code !== 0) return requireOk ? [`code: ${code} (${msg || 'no msg'}), expected 0`] : []
    const data = v.safeParse(answer.data, envelope.output.data)
    return data.success ? [] : issuesAt('data', data.issues)
  }
  if (requireOk && code !== 0) return [`code: ${code} (${msg || 'no msg'}), expected 0`]
  const fields = v.safeParse(answer.fields, answerFields(envelope.output))
  return fields.success ? [] : issuesAt('data', fields.issues)
}
