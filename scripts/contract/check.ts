/**
 * `npm run contract:check -- <apiBase>`: calls a running back end's reads — the calls of
 * src/api/backendContract.ts marked `readOnly` (the lookups, checkLogin without a token) and the
 * agreement files — never one that sends an SMS or changes data, and says per call whether its
 * answer parses with the front end's own schema, with the path of each mismatch. Exit status 1
 * on any. Example: `npm run contract:check -- https://test.toys.example/home/api/`.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AGREEMENT_FILES, isAgreementText, STATIC_BASE } from '../../src/api/agreement'
import { answerProblems, type CallContract } from '../../src/api/callContract'
import { CONTRACTS } from '../../src/api/backendContract'

export interface CheckLine {
  call: string
  ok: boolean
  problems: string[]
}

const TIMEOUT_MS = 15_000

/** A call the check may make on any back end (it only reads). */
type ReadCall = CallContract & Required<Pick<CallContract, 'readOnly'>>

async function checkCall(apiBase: string, call: ReadCall): Promise<CheckLine> {
  const url = new URL(call.name, apiBase)
  if (call.method === 'GET') for (const [k, x] of Object.entries(call.readOnly.example)) url.searchParams.set(k, x)
  let body: unknown
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: { Accept: 'application/json', ...(call.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      ...(call.method === 'POST' ? { body: JSON.stringify(call.readOnly.example) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!(response.ok || response.status === 422)) return { call: call.name, ok: false, problems: [`HTTP ${response.status}`] }
    body = JSON.parse(await response.text())
  } catch (e) {
    return { call: call.name, ok: false, problems: [`no JSON answer: ${e instanceof Error ? e.message : String(e)}`] }
  }
  const problems = answerProblems(call, body, { requireOk: true })
  return { call: call.name, ok: problems.length === 0, problems }
}

async function checkAgreement(apiBase: string, file: string): Promise<CheckLine> {
  const url = new URL(`${STATIC_BASE}${file}`, apiBase)
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    const text = await response.text()
    const problems = [
      ...(response.ok ? [] : [`HTTP ${response.status}`]),
      ...(isAgreementText(text) ? [] : ['an HTML page, not the plain text']),
      ...(text.trim() === '' ? ['empty'] : []),
    ]
    return { call: `${STATIC_BASE}${file}`, ok: problems.length === 0, problems }
  } catch (e) {
    return { call: `${STATIC_BASE}${file}`, ok: false, problems: [e instanceof Error ? e.message : String(e)] }
  }
}

/** Every read of the contract against `apiBase` (with its trailing slash, as config.js's apiBase). */
export async function checkBackEnd(apiBase: string): Promise<CheckLine[]> {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`
  const reads = CONTRACTS.filter((c): c is ReadCall => c.readOnly !== undefined)
  return [
    ...(await Promise.all(reads.map((c) => checkCall(base, c)))),
    ...(await Promise.all(Object.values(AGREEMENT_FILES).map((f) => checkAgreement(base, f)))),
  ]
}

export function report(lines: readonly CheckLine[]): string {
  const failed = lines.filter((l) => !l.ok).length
  return [
    ...lines.flatMap((l) => [`${l.ok ? '✓' : '✗'} ${l.call}`, ...l.problems.map((p) => `    ${p}`)]),
    `${lines.length - failed} of ${lines.length} reads parse with the front end's schemas${failed ? `; ${failed} do not` : ''}`,
  ].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const apiBase = process.argv[2]
  if (!apiBase || !/^https?:\/\//.test(apiBase)) {
    console.error('Usage: npm run contract:check -- <apiBase>   e.g. http://127.0.0.1:4173/home/api/')
    process.exit(2)
  }
  const lines = await checkBackEnd(apiBase)
  console.log(`contract:check ${apiBase}`)
  console.log(report(lines))
  process.exit(lines.every((l) => l.ok) ? 0 : 1)
}
