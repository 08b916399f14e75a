import { ofetch } from 'ofetch'
import { languageNow } from '@/words/now'
import * as v from 'valibot'
import { getConfig } from '@/config/store'
import { messageWords } from '@/words/zh-CN/messages'
import { wordsNow } from '@/words/now'
import { getToken } from '@/session/storage'
import { ApiError, serverErrorHappened } from './errors'

/**
 * The one HTTP client (contract "Transport" and "Answers"). Nothing else in the
 * app touches the network.
 */
export const API_TIMEOUT_MS = 15_000

export { ApiError, setServerErrorHandler } from './errors'

const CodeSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((x) => Number(x)),
)

/** Every answer of `/home/api/*`: the contract's envelope (code 0 ok, -1 a failure with its msg; data as each call says). */
export const EnvelopeSchema = v.looseObject({
  code: CodeSchema,
  msg: v.optional(
    v.pipe(
      v.union([v.string(), v.null()]),
      v.transform((x) => x ?? ''),
    ),
    '',
  ),
  data: v.optional(v.unknown(), null),
})

export type Envelope = v.InferOutput<typeof EnvelopeSchema>

export type Payload = Record<string, string | number | boolean | readonly (string | number)[] | undefined>

export interface CallOptions {
  /** A failure of this call must not leave the screen (session check, error report). */
  quiet?: boolean
}

function joinUrl(base: string, name: string): string {
  return `${base}${name}`
}

/**
 * Make one call and return its parsed envelope. Throws ApiError on a 5xx
 * (after handing over to the /error route), a network failure or timeout, or an
 * answer that is not the contract's envelope. HTTP 2xx and 422 are answers.
 */
export async function callApi(method: 'GET' | 'POST', name: string, payload: Payload = {}, options: CallOptions = {}): Promise<Envelope> {
  const { apiBase } = getConfig()
  const token = getToken()
  // The page's language, so a back end can answer its `msg` in it (contract: Languages); a safelisted header, no preflight.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': languageNow() }
  if (token) headers.Authorization = `Bearer ${token}`
  const clean = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined))

  let status: number
  let text: string
  try {
    const response = await ofetch.raw<string, 'text'>(joinUrl(apiBase, name), {
      method,
      headers,
      ...(method === 'GET' ? { query: clean } : { body: clean }),
      responseType: 'text',
      timeout: API_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
    })
    status = response.status
    text = typeof response._data === 'string' ? response._data : ''
  } catch {
    throw new ApiError('network', wordsNow(messageWords).network)
  }

  if (status >= 500) {
    if (!options.quiet) serverErrorHappened()
    throw new ApiError('server', wordsNow(messageWords).generic, status)
  }
  if (!((status >= 200 && status < 300) || status === 422)) {
    throw new ApiError('badAnswer', wordsNow(messageWords).badAnswer, status)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError('badAnswer', wordsNow(messageWords).badAnswer, status)
  }
  const parsed = v.safeParse(EnvelopeSchema, body)
  if (!parsed.success) throw new ApiError('badAnswer', wordsNow(messageWords).badAnswer, status)
  return parsed.output
}

/**
 * Contract: a field the spec names without `data.` may be inside `data` or at
 * the top level; `data.<field>` is read first. `code`/`msg` stay the envelope's.
 */
export function answerFields(envelope: Envelope): Record<string, unknown> {
  const { code: _code, msg: _msg, data, ...top } = envelope
  const inner = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const { code: _dc, msg: _dm, ...innerFields } = inner
  return { ...top, ...innerFields }
}

/** Parse an envelope's data with a schema; a mismatch is a failed call. */
export function parseData<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ApiError('badAnswer', wordsNow(messageWords).badAnswer)
  return result.output
}

/** `data` of a successful answer (code 0), parsed; anything else is a failed call with its msg. */
export function okData<T>(envelope: Envelope, schema: v.GenericSchema<unknown, T>): T {
  if (envelope.code !== 0) throw new ApiError('badAnswer', envelope.msg || wordsNow(messageWords).generic)
  return parseData(schema, envelope.data)
}
