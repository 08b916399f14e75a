#!/usr/bin/env node
/**
 * `npm test`: everything, in order — Chromium, nginx, WebKit and Firefox checks,
 * typecheck, lint and the production build (side by side), unit and component tests beside the bundle budget,
 * end-to-end in Chromium, end-to-end against nginx running deploy/nginx.conf, the
 * cross-engine lane (the core journeys in WebKit and in Firefox) and the old-engine lane
 * (the same journeys, and the look, in the Chromium 86, 92 and 108 that npm packages ship), in one run.
 * Every step runs (the end-to-end step needs the build); the last line totals
 * every runner as `N passed, N failed`. Plain Node, no dependencies.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const rows = []
/** Every failed test by name, with its error's first line: the summary's tail says what to look at. */
const failures = []
const started = Date.now()
// The first line of an error message, without the terminal's colours.
const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200)

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function step(name, fn) {
  const t0 = Date.now()
  console.log(`\n━━ ${name} ━━`)
  const outcome = fn()
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  rows.push({ name, passed: outcome.passed, failed: outcome.failed, seconds })
  console.log(`━━ ${name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`)
  return outcome
}

const check = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

/**
 * Steps run side by side on the machine's two cores (tsc, ESLint and the build, each keeping about one
 * busy; Vitest and the budget, whose page loads mostly wait on a slow phone's network): each one's
 * output is printed whole once all are done, under its own heading, with its own time. Their outcomes,
 * by name: passed and failed as `count(ok)` says, else one check.
 */
async function sideBySide(checks) {
  console.log(`\n━━ ${checks.map((c) => c.name).join(' and ')}, side by side ━━`)
  const runs = checks.map(
    ({ command, args }) =>
      new Promise((resolve) => {
        const t0 = Date.now()
        const child = spawn(command, args, { env: process.env })
        const output = []
        child.stdout.on('data', (d) => output.push(d))
        child.stderr.on('data', (d) => output.push(d))
        child.on('close', (code) =>
          resolve({ ok: code === 0, output: Buffer.concat(output).toString(), seconds: (Date.now() - t0) / 1000 }),
        )
      }),
  )
  const done = await Promise.all(runs)
  const outcomes = checks.map(({ name, count }, i) => {
    const { ok, output, seconds } = done[i]
    const outcome = count ? count(ok) : check(ok)
    console.log(`\n━━ ${name} ━━`)
    process.stdout.write(output)
    rows.push({ name, ...outcome, seconds: seconds.toFixed(1) })
    console.log(`━━ ${name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds.toFixed(1)} s)`)
    return [name, outcome]
  })
  return Object.fromEntries(outcomes)
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// Debian packages the end-to-end tests need: install them where we can (root with apt-get),
// saying so; otherwise a one-line fix.
const canApt = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')
let aptUpdated = false
function aptInstall(packages, why) {
  if (!canApt) return false
  console.log(`Installing Debian's ${packages.join(' ')} with apt-get (${why})…`)
  if (!aptUpdated) aptUpdated = run('apt-get', ['update', '-qq'])
  return aptUpdated && run('apt-get', ['install', '-y', '-qq', ...packages], { DEBIAN_FRONTEND: 'noninteractive' })
}

// 1. Chromium for the end-to-end tests, and its headless shell for the main suite (half its time;
//    without it the suite runs in the full browser, slower: e2e/chromium.ts).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The same defaults as e2e/chromium.ts (this file is plain Node): CHROMIUM_PATH alone is one Chromium for every suite, no shell.
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? (process.env.CHROMIUM_PATH ? null : '/usr/bin/chromium-headless-shell')
const chromium = step('Chromium', () => {
  // One apt-get each: a system without the shell's package still gets the browser.
  if (!existsSync(CHROMIUM)) {
    console.log('Missing: chromium.')
    aptInstall(['chromium'], 'needed for the end-to-end tests')
  }
  // Which browser each suite runs is e2e/chromium.ts's to decide (each Playwright step below prints it).
  if (CHROMIUM_SHELL && !existsSync(CHROMIUM_SHELL)) {
    console.log('Missing: chromium-headless-shell (without it the suite runs in the full browser, about twice as long).')
    aptInstall(['chromium-headless-shell'], 'the end-to-end suite runs in it, in half the time')
  }
  if (existsSync(CHROMIUM)) return check(true)
  console.error(`Chromium not found at ${CHROMIUM}. Fix: sudo apt-get install -y chromium chromium-headless-shell   (or set CHROMIUM_PATH)`)
  return check(false)
})

// 2. nginx for the end-to-end tests of deploy/nginx.conf, with Debian's brotli_static module
//    where it can be had (without it, the brotli checks are skipped and say so).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const nginx = step('nginx', () => {
  const wanted = [...(existsSync(NGINX) ? [] : ['nginx']), ...(existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static'])]
  if (wanted.length > 0) {
    console.log(`Missing: ${wanted.join(', ')}.`)
    aptInstall(wanted, 'needed for the end-to-end tests against nginx')
  }
  if (!existsSync(BROTLI_MODULE)) console.log('nginx brotli_static module not installed: the brotli checks will be skipped.')
  if (existsSync(NGINX)) return check(true)
  console.error(`nginx not found at ${NGINX}. Fix: sudo apt-get install -y nginx libnginx-mod-http-brotli-static   (or set NGINX_PATH)`)
  return check(false)
})

// 3. The other engines, for the cross-engine lane (playwright.engines.config.ts): WebKitGTK's
//    WebKitWebDriver (and a virtual display for it) and Firefox ESR, as Debian packages them.
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const XVFB_RUN = '/usr/bin/xvfb-run'
// The zh_CN locale's source, from which the WebKit lane makes the locale its browser reads its languages from (e2e/engines/webkit.ts).
const ZH_CN_LOCALE = '/usr/share/i18n/locales/zh_CN'
const engines = step('WebKit and Firefox', () => {
  const wanted = [
    ...(existsSync(WEBKIT_DRIVER) ? [] : ['webkit2gtk-driver']),
    ...(existsSync(XVFB_RUN) ? [] : ['xvfb']),
    ...(existsSync(FIREFOX) ? [] : ['firefox-esr']),
    ...(existsSync(ZH_CN_LOCALE) ? [] : ['locales']),
  ]
  if (wanted.length > 0) {
    console.log(`Missing: ${wanted.join(', ')}.`)
    aptInstall(wanted, 'needed for the cross-engine lane')
  }
  if (existsSync(WEBKIT_DRIVER) && existsSync(XVFB_RUN) && existsSync(FIREFOX) && existsSync(ZH_CN_LOCALE)) return check(true)
  console.error(
    'WebKitWebDriver, xvfb-run, Firefox ESR or the zh_CN locale source not found. Fix: sudo apt-get install -y webkit2gtk-driver xvfb firefox-esr locales   (or set WEBKIT_DRIVER_PATH, FIREFOX_PATH)',
  )
  return check(false)
})

// What the build writes the other two do not read (dist/, dist-maps/, .ssr/: tsconfig.json's include, eslint.config.js,
// .gitignore for knip, .dependency-cruiser.cjs), but for src/routeTree.gen.ts, which the route generator (tsr
// generate and the build's) rewrites only when the routes changed, by a write to a temporary file and a rename.
const { 'Production build': build } = await sideBySide([
  { name: 'Typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'Production build', command: 'npm', args: ['run', '--silent', 'build'] },
])

/** Vitest's outcome from its JSON report, every failed test named. */
function vitestOutcome(ok) {
  const report = readJson(`${RESULTS}/unit.json`)
  if (!report) return check(false)
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name)
    // A file that fails to load has no tests, only its message.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push(`vitest › ${where}: ${firstLine(file.message)}`)
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') failures.push(`vitest › ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
  }
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
  return { passed: report.numPassedTests, failed }
}

// The unit tests beside the budget, which opens each entry in the full browser people have (e2e/chromium.ts),
// a phone's first visit on a slow phone's network: 81 s for both against 67 + 30 one after the other.
const VITEST = {
  name: 'Unit and component tests (Vitest)',
  command: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/unit.json`],
  count: vitestOutcome,
}
const BUDGET = { name: 'Bundle budget', command: 'npm', args: ['run', '--silent', 'budget'] }
if (build.failed) {
  await sideBySide([VITEST])
  console.log(`━━ ${BUDGET.name}: skipped, it needs the production build`)
  rows.push({ name: BUDGET.name, ...check(false), seconds: '0.0' })
} else await sideBySide([VITEST, BUDGET])

/** Runs a Playwright configuration; its passed and failed tests, per project where `perProject` names them. */
function playwright(name, config, report, needs, perProject = null, extra = []) {
  const t0 = Date.now()
  const outcome = step(name, () => {
    if (build.failed || needs.some((n) => n.failed)) {
      console.error('skipped: needs the production build and the browsers (and, against nginx, nginx) checked above')
      return check(false)
    }
    // The browsers' paths are e2e/chromium.ts's own defaults, or what the caller's environment names (never set here:
    // CHROMIUM_PATH alone means another Chromium for every suite).
    const ok = run('npx', ['playwright', 'test', '-c', config, ...extra])
    const result = readJson(report)
    if (!result) return check(false)
    // Which browser ran it (the main suite's headless shell, or the full browser it falls back to).
    const browser = /"executablePath":"([^"]+)"/.exec(JSON.stringify(result.config ?? {}))?.[1]
    if (browser) console.log(`(in ${browser})`)
    const { expected = 0, unexpected = 0, flaky = 0 } = result.stats ?? {}
    // Named as the list reporter names them: the file from the repository's root, then the describes and the title.
    const file = (spec) => relative(process.cwd(), join(result.config?.rootDir ?? '', spec.file))
    const walk = (suite, titles) => {
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected' || t.status === 'flaky') {
            const error = t.results?.find((r) => r.error)?.error
            const title = [...titles, spec.title].join(' › ')
            failures.push(`${t.projectName} › ${file(spec)}:${spec.line} › ${title}: ${firstLine(error?.message)}`)
          }
    }
    for (const suite of result.suites ?? []) walk(suite, [])
    // Failures outside any test: the web server, a spec that does not load.
    for (const error of result.errors ?? []) failures.push(`${name}: ${firstLine(error.message)}`)
    return { passed: expected, failed: unexpected + flaky + (ok || unexpected + flaky > 0 ? 0 : 1), result }
  })
  if (!perProject || !outcome.result) return
  // One closing line per engine, in place of the run's own.
  const counts = new Map(Object.keys(perProject).map((p) => [p, { passed: 0, failed: 0 }]))
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child)
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const c = counts.get(t.projectName)
        // A test skipped in an engine (one for phones, in a desktop's lane) is neither.
        if (c && t.status !== 'skipped') c[t.status === 'expected' ? 'passed' : 'failed'] += 1
      }
  }
  for (const suite of outcome.result.suites ?? []) walk(suite)
  const whole = rows.pop()
  const counted = [...counts.values()].reduce((n, c) => n + c.passed + c.failed, 0)
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  for (const [project, label] of Object.entries(perProject)) rows.push({ name: `${name}: ${label}`, ...counts.get(project), seconds })
  // A run that failed outside any test (a worker that could not start) still counts.
  if (whole.failed > 0 && counted < whole.passed + whole.failed)
    rows.push({ name: `${name}: outside the tests`, passed: 0, failed: 1, seconds })
}

playwright('End-to-end (Playwright, Chromium, production build)', 'playwright.config.ts', `${RESULTS}/e2e.json`, [chromium])
playwright('End-to-end against nginx (deploy/nginx.conf)', 'playwright.nginx.config.ts', `${RESULTS}/e2e-nginx.json`, [chromium, nginx])
// The engine lanes in one run (three workers for six engines): WebKit and Firefox where the check above
// found them, the old Chromium builds (their npm packages come with `npm ci`; Debian's Chromium is
// the look's reference) where Chromium is there. A lane whose engines are missing is one failure.
const LANES = [
  { needs: engines, projects: { webkit: 'WebKit (WeChat on an iPhone)', firefox: 'Firefox (desktop)' } },
  {
    needs: chromium,
    projects: {
      chromium86: 'Chromium 86 (360 Secure Browser 13, desktop)',
      'chromium86-phone': 'Chromium 86 (QQ Browser, Android phone)',
      chromium92: 'Chromium 92 (desktop)',
      chromium108: 'Chromium 108 (Windows 7 era, desktop)',
      chromium84: 'Chromium 84 (below the floor: the message)',
    },
  },
]
const runnable = LANES.filter((l) => !l.needs.failed)
if (runnable.length < LANES.length) rows.push({ name: 'Engine lanes: engines missing (see above)', passed: 0, failed: 1, seconds: '0.0' })
if (runnable.length > 0)
  playwright(
    'Engine lanes',
    'playwright.engines.config.ts',
    `${RESULTS}/e2e-engines.json`,
    [],
    Object.assign({}, ...runnable.map((l) => l.projects)),
    runnable.length < LANES.length ? runnable.flatMap((l) => Object.keys(l.projects).map((p) => `--project=${p}`)) : [],
  )

const passed = rows.reduce((n, r) => n + r.passed, 0)
const failed = rows.reduce((n, r) => n + r.failed, 0)
console.log('\n━━ Summary ━━')
for (const r of rows)
  console.log(
    `${r.failed ? '✗' : '✓'} ${r.name.padEnd(54)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.padStart(6)} s`,
  )
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `✗ ${f}`).join('\n')}`)
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
const line = `${passed} passed, ${failed} failed`
writeFileSync(`${RESULTS}/summary.txt`, `${line}\n`)
console.log(line)
process.exit(failed ? 1 : 0)
