#!/usr/bin/env node
/**
 * `npm test`: everything, in order — Chromium check, typecheck, lint, unit and
 * component tests, production build, bundle budget, end-to-end in Chromium.
 * Every step runs (the end-to-end step needs the build); the last line totals
 * every runner as `N passed, N failed`. Plain Node, no dependencies.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const rows = []
const started = Date.now()

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function step(name, fn) {
  const t0 = Date.now()
  console.log(`\n━━ ${name} ━━`)
  const outcome = fn()
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  rows.push({ name, ...outcome, seconds })
  console.log(`━━ ${name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`)
  return outcome
}

const check = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// 1. Chromium for the end-to-end tests: install it where we can, else a one-line fix.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromium = step('Chromium', () => {
  if (existsSync(CHROMIUM)) return check(true)
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium with apt-get (needed for the end-to-end tests)…`)
    const ok = run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
    if (ok && existsSync(CHROMIUM)) return check(true)
  }
  console.error(`Chromium not found at ${CHROMIUM}. Fix: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)`)
  return check(false)
})

step('Typecheck', () => check(run('npm', ['run', '--silent', 'typecheck'])))
step('Lint', () => check(run('npm', ['run', '--silent', 'lint'])))

step('Unit and component tests (Vitest)', () => {
  const ok = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/unit.json`])
  const report = readJson(`${RESULTS}/unit.json`)
  if (!report) return check(false)
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
  return { passed: report.numPassedTests, failed }
})

const build = step('Production build', () => check(run('npm', ['run', '--silent', 'build'])))

step('Bundle budget', () => (build.failed ? check(false) : check(run('npm', ['run', '--silent', 'budget']))))

step('End-to-end (Playwright, Chromium, production build)', () => {
  if (build.failed || chromium.failed) {
    console.error('skipped: needs the production build and Chromium')
    return check(false)
  }
  const ok = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM })
  const report = readJson(`${RESULTS}/e2e.json`)
  if (!report) return check(false)
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {}
  return { passed: expected, failed: unexpected + flaky + (ok || unexpected + flaky > 0 ? 0 : 1) }
})

const passed = rows.reduce((n, r) => n + r.passed, 0)
const failed = rows.reduce((n, r) => n + r.failed, 0)
console.log('\n━━ Summary ━━')
for (const r of rows) console.log(`${r.failed ? '✗' : '✓'} ${r.name.padEnd(54)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.padStart(6)} s`)
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
const line = `${passed} passed, ${failed} failed`
writeFileSync(`${RESULTS}/summary.txt`, `${line}\n`)
console.log(line)
process.exit(failed ? 1 : 0)
