/**
 * The back end's contract as OpenAPI 3.1, generated from the schemas the front end parses with
 * (src/api/backendContract.ts: each call's request schema and answer schema) by @valibot/to-json-schema,
 * the official converter, and from the outcome table (src/outcomes/table.ts: which result `type`
 * leads where). `npm run contract` writes it to openapi.json; `npm start` shows it at /demo/contract.
 *
 * What a JSON Schema cannot say exactly is said in words: a transform (a value read as text, "1"
 * and 1 as one value, null as empty) is documented on the field; the converter describes what the
 * back end may send (the input side), which is what a back end needs.
 */
import { LANGUAGES } from '../../src/words/languages.ts'
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { AGREEMENT_FILES } from '../../src/api/agreement'
import { EnvelopeSchema } from '../../src/api/client'
import type { CallContract } from '../../src/api/callContract'
import { CONTRACTS, UPLOAD_FORM } from '../../src/api/backendContract'
import { namedTypes } from '../../src/outcomes/decisionRow'
import { OUTCOME_TABLE } from '../../src/outcomes/table'

type Json = Record<string, unknown>

/** The converter's JSON Schema for `schema`, its definitions moved to `components` under `prefix` (refs rewritten). */
function jsonSchema(schema: v.GenericSchema, prefix: string, components: Record<string, Json>): Json {
  const converted = toJsonSchema(schema, { errorMode: 'ignore' }) as Json
  const { $schema: _dialect, $defs, ...rest } = converted
  const rename = (key: string) => `${prefix}_${key}`
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([k, x]) =>
        k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/')
          ? [k, `#/components/schemas/${rename(x.slice(8))}`]
          : [k, rewrite(x)],
      ),
    )
  }
  if ($defs && typeof $defs === 'object')
    for (const [key, def] of Object.entries($defs as Record<string, Json>)) components[rename(key)] = rewrite(def) as Json
  return rewrite(rest) as Json
}

/** Every result type the outcome table decides by name in `contexts`, with the rows' own words. */
function resultTypes(contexts: readonly string[]): Array<{ type: string; context: string; row: string; decision: string }> {
  return OUTCOME_TABLE.filter((row) => contexts.includes(row.context)).flatMap((row) =>
    namedTypes(row.types).map((type) => ({ type, context: row.context, row: row.id, decision: row.spec })),
  )
}

const FIELDS_NOTE =
  'Each field is read from `data` first, then from the top level of the answer. `type` 1 and "1" are one value (every scalar is read as text; null or "" as absent); `is_test` is true for true, 1, "1" or "true".'

function answerSchema(
  call: CallContract,
  components: Record<string, Json>,
): { data: Json; description: string; types?: ReturnType<typeof resultTypes> } {
  const answer = call.answer
  switch (answer.kind) {
    case 'result': {
      const types = resultTypes(answer.decidedIn)
      const table = types.length
        ? `\n\nResult types the front end knows (any other type: the row for anything else in that context):\n\n| type | where | what the front end does |\n|---|---|---|\n${types.map((t) => `| \`${t.type}\` | ${t.context} | ${t.decision} |`).join('\n')}`
        : ''
      return { data: jsonSchema(answer.fields, call.name, components), description: `A result answer. ${FIELDS_NOTE}${table}`, types }
    }
    case 'fields':
      return { data: jsonSchema(answer.fields, call.name, components), description: `Fields read from \`data\` first, then the top level.` }
    case 'data':
      return {
        data: jsonSchema(answer.data, call.name, components),
        description: '`data` of an answer with code 0; any other code is a failed call, its msg shown.',
      }
    case 'ignored':
      return { data: {}, description: 'The answer is not read beyond its envelope (and a failure is not shown).' }
  }
}

/** The calls sent with navigator.sendBeacon (src/api/reportError.ts, src/api/reportVitals.ts). */
const BEACONS: readonly string[] = ['reportError', 'reportVitals']

export function openApiDocument(): Json {
  const components: Record<string, Json> = {}
  components['Envelope'] = jsonSchema(EnvelopeSchema, 'Envelope', components)
  const paths: Record<string, Json> = {}
  for (const call of CONTRACTS) {
    const answer = answerSchema(call, components)
    const request = call.request ? jsonSchema(call.request, `${call.name}_request`, components) : null
    const notes = call.notes?.length ? `\n\n${call.notes.join('\n\n')}` : ''
    const operation: Json = {
      operationId: call.name,
      summary: call.summary,
      description: `${call.summary}${notes}${call.readOnly ? '\n\nA read: `npm run contract:check` calls it on a back end.' : ''}`,
      parameters: [
        // The beacons cannot carry a header: their body names the language.
        ...(BEACONS.includes(call.name) ? [] : [{ $ref: '#/components/parameters/AcceptLanguage' }]),
        ...(call.method === 'GET'
          ? Object.entries((request?.['properties'] as Record<string, Json> | undefined) ?? {}).map(([name, schema]) => ({
              name,
              in: 'query',
              required: ((request?.['required'] as string[] | undefined) ?? []).includes(name),
              schema,
            }))
          : []),
      ],
      ...(call.method === 'GET'
        ? {}
        : {
            requestBody: { required: true, content: { 'application/json': { schema: request ?? { type: 'object', maxProperties: 0 } } } },
          }),
      responses: {
        '200': {
          description: answer.description,
          content: {
            'application/json': {
              schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data: answer.data } }] },
            },
          },
        },
        '422': { description: 'An answer too (code -1 with its msg): read as the 200 answer.' },
        '5XX': { description: 'The front end goes to /error (the send before the app is ready: once the app is).' },
      },
      ...(answer.types ? { 'x-result-types': answer.types } : {}),
    }
    paths[`/${call.name}`] = { [call.method.toLowerCase()]: operation }
  }
  // The storage host's direct upload (contract "Direct upload"): not under apiBase.
  paths['/upload'] = {
    post: {
      operationId: 'directUpload',
      summary: 'Direct upload of an image to the storage host, signed with getOss.',
      description:
        "Sent to getOss's `host` (not under apiBase) as multipart/form-data; the image URL is `host/key`. A 200 is success; a 403 makes the front end ask getOss again next time.",
      servers: [{ url: '{host}', variables: { host: { default: 'https://storage.example', description: 'getOss `host`' } } }],
      requestBody: { required: true, content: { 'multipart/form-data': { schema: jsonSchema(UPLOAD_FORM, 'upload', components) } } },
      responses: { '200': { description: 'Stored.' }, '403': { description: 'Signature refused.' } },
    },
  }
  for (const [identifier, file] of Object.entries(AGREEMENT_FILES))
    paths[`/agreement/${file.replace(/^agreement\//, '')}`] = {
      get: {
        operationId: `agreement${identifier}`,
        summary: `The ${identifier === '0' ? 'privacy policy' : 'disclaimer'} text (/agreement?identifier=${identifier}), a static file operators replace.`,
        servers: [{ url: '/home' }],
        responses: {
          '200': { description: 'Plain text (an HTML page here is refused).', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    }
  return {
    openapi: '3.1.0',
    info: {
      title: '玩具产业平台 · 登录与入驻 — the back end the front end expects',
      version: '1',
      description:
        "Generated by `npm run contract` from the schemas the front end parses answers with (src/api/). Every call is POST with a JSON body unless it says otherwise; every answer is the envelope `{ code, msg, data }` (code 0 ok, -1 a failure with msg). HTTP 422 is an answer too; a 5xx sends the person to /error. Extensions: the captcha in front of SMS codes (sendVerificationCode) and the sign-in inside WeChat (login `source`). `npm run contract:check -- <apiBase>` checks a running back end's reads against it.",
    },
    servers: [{ url: '/home/api', description: 'config.js `apiBase` (default /home/api/)' }],
    paths,
    components: {
      schemas: components,
      parameters: {
        // src/api/client.ts sends it on every call: a back end may answer `msg` and its lists in that language.
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            "The page's language (src/words/languages.ts): zh-CN (the default, the spec's texts), zh-HK or en. A back end may write `msg` and the lookup lists' names in it; the front end shows a `msg` as it comes.",
          schema: { type: 'string', enum: LANGUAGES.map(({ tag }) => tag) },
        },
      },
    },
  }
}
