/**
 * Bundle budget (npm test): the JavaScript a browser fetches on a first visit, gzip -9 of each script's bytes.
 *
 * Each entry of ENTRIES is opened cold in Debian's Chromium (e2e/chromium.ts) from the production build with
 * the production-like config.js (e2e/server.ts, e2e/production-config.ts), as a phone (the slow person:
 * scripts/measure/usable.ts's screen and user agent) and as a desktop, whose shells and panels differ
 * (src/start/deviceDecision.ts). Counted: the page's inline scripts (the early script), config.js and every script
 * fetched until the page settles: the app ready (`data-ready`, src/start/protocol.ts), then no request for
 * SETTLE_MS. Scripts from other origins (WeChat's widget) are not ours: blocked and named, not counted.
 *
 * Also gated, from the build: every route's own JavaScript (its chunks that neither the entry nor another
 * screen loads), no library of NOT_AT_FIRST in any entry's first visit and the captcha's code in no page's
 * HTML (no development-only package in any chunk is the build's own check: scripts/build/devPackages.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts'
import { PRODUCTION_LIKE_CONFIG_JS } from '../../e2e/production-config.ts'
import { startServer } from '../../e2e/server.ts'
import { manifestClosure, type Manifest } from '../build/manifest.ts'
import { CAPTCHA_PACKAGE, CHUNK_REPORT, type ChunkRecord } from '../build/chunk-report.ts'
import { EARLY_SCRIPT_RECORD } from '../build/html.ts'
import { PAGE_PATHS } from '../../src/domain/pages.ts'
import { PAGE } from '../../src/start/protocol.ts'
import { slowPhoneContext } from './usable.ts'

type Device = 'phone' | 'desktop'

/**
 * Ceilings in KB per entry and device, gates against bloat: what each measures, rounded up to the next 0.5 KB
 * (a phone opens /home/login on the phone-code panel, the same scripts as ?t=pwd; the desktop's QR panel loads less). Whatever adds to a first visit raises its ceiling by what
 * it measures, with its why in the commit.
 */
const ENTRIES: Readonly<Record<string, Record<Device, number>>> = {
  '/home/login': { phone: 195.5, desktop: 173.5 },
  '/home/login?t=pwd': { phone: 195.5, desktop: 195.5 },
  '/home/register?id=1': { phone: 218, desktop: 218 },
  '/home/bindPhone': { phone: 196.5, desktop: 196.5 },
}
const ROUTE_BUDGET_KB = 30

/** Quiet time after the app is ready that counts as settled (the app's own after-ready loads start within it). */
const SETTLE_MS = 1000

/** Libraries no first visit fetches: the motion code comes at the first input or with a later screen (src/features/ui/Entrance.tsx). */
const NOT_AT_FIRST = ['framer-motion', 'motion-dom', 'motion-utils']

/** Routes that are one screen under two paths. */
const SAME_SCREEN: ReadonlyArray<readonly string[]> = [
  ['register', 'company'],
  ['bindPhone', 'bindFacPhone'],
]

const routeName = (key: string) => /^routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1] ?? key
const sameScreen = (a: string, b: string) => a === b || SAME_SCREEN.some((pair) => pair.includes(a) && pair.includes(b))

/** Per route: its own chunks (loaded by no other screen and not by the entry) and everything beyond the entry. */
function routeChunks(manifest: Manifest): Array<{ route: string; own: string[]; beyondEntry: string[] }> {
  const entry = manifestClosure(manifest, ['index.html'])
  const routes = Object.keys(manifest).filter((key) => key.startsWith('routes/') && key.endsWith('?tsr-split=component'))
  const closures = new Map(routes.map((key) => [key, manifestClosure(manifest, [key])]))
  return routes.map((key) => {
    const beyond = [...closures.get(key)!].filter((k) => !entry.has(k))
    const own = beyond.filter((k) => routes.every((other) => sameScreen(routeName(other), routeName(key)) || !closures.get(other)!.has(k)))
    return { route: `/${routeName(key)}`, own: own.map((k) => manifest[k]!.file), beyondEntry: beyond.map((k) => manifest[k]!.file) }
  })
}

interface Fetched {
  /** `inline #n`, or the script's path under /home/. */
  name: string
  gzip: number
}

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/** One cold first visit of `url`: the page's inline scripts and every script fetched until it settles (`ready` in the page, then quiet). */
async function firstVisit(
  context: BrowserContext,
  url: string,
  ready = `html[${PAGE.ready}]`,
): Promise<{ scripts: Fetched[]; elsewhere: string[] }> {
  const page = await context.newPage()
  const origin = new URL(url).origin
  const elsewhere: string[] = []
  await page.route(
    (u) => u.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url())
      return route.abort()
    },
  )
  const reads: Array<Promise<Fetched | Fetched[]>> = []
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => {
    inFlight++
    lastChange = Date.now()
  })
  page.on('requestfailed', () => {
    inFlight--
    lastChange = Date.now()
  })
  page.on('requestfinished', (request) => {
    inFlight--
    lastChange = Date.now()
    if (new URL(request.url()).origin !== origin) return
    const type = request.resourceType()
    if (type === 'document' && request.frame() === page.mainFrame())
      reads.push(
        request.response().then(async (response) => {
          const html = (await response!.body()).toString('utf8')
          return [...html.matchAll(INLINE_SCRIPT)]
            .filter((m) => m[1]!.trim())
            .map((m, i) => ({ name: `inline #${i + 1}`, gzip: gzip(m[1]!) }))
        }),
      )
    else if (type === 'script' || new URL(request.url()).pathname.endsWith('.js'))
      reads.push(
        request.response().then(async (response) => ({
          name: new URL(request.url()).pathname.replace(/^\/(home|bench)\//, ''),
          gzip: gzip(await response!.body()),
        })),
      )
  })
  await page.goto(url)
  await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 })
  while (inFlight > 0 || Date.now() - lastChange < SETTLE_MS) await page.waitForTimeout(100)
  const scripts = (await Promise.all(reads)).flat()
  await page.close()
  return { scripts, elsewhere }
}

const kb = (bytes: number) => bytes / 1024
const sum = (scripts: readonly Fetched[]) => scripts.reduce((n, s) => n + s.gzip, 0)

async function deviceContext(browser: Browser, device: Device): Promise<BrowserContext> {
  if (device === 'phone') return slowPhoneContext(browser)
  return browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'zh-CN' })
}

/** Gzip bytes per package or folder of ours: each script's gzip shared out by its groups' own gzip (scripts/build/chunk-report.ts). */
function byGroup(scripts: readonly Fetched[], report: Readonly<Record<string, ChunkRecord>>): Map<string, number> {
  const groups = new Map<string, number>()
  const add = (group: string, n: number) => groups.set(group, (groups.get(group) ?? 0) + n)
  for (const s of scripts) {
    const alone = report[s.name]?.gzip
    if (s.name.startsWith('inline')) add('early script (src/start, inline)', s.gzip)
    else if (!alone) add(s.name, s.gzip)
    else {
      const total = Object.values(alone).reduce((n, b) => n + b, 0)
      for (const [group, b] of Object.entries(alone)) add(group, (s.gzip * b) / total)
    }
  }
  return groups
}

/** One line per six groups, largest first; groups under half a KB summed as one. */
function printGroups(groups: Map<string, number>): void {
  const sorted = [...groups].sort((a, b) => b[1] - a[1])
  const big = sorted.filter(([, n]) => kb(n) >= 0.5)
  const small = sorted.filter(([, n]) => kb(n) < 0.5)
  const cells = big.map(([g, n]) => `${g} ${kb(n).toFixed(1)}`)
  if (small.length) cells.push(`${small.length} others ${kb(small.reduce((t, [, n]) => t + n, 0)).toFixed(1)}`)
  console.log('  by package or folder of ours, KB:')
  for (let i = 0; i < cells.length; i += 6) console.log(`    ${cells.slice(i, i + 6).join(' · ')}`)
}

/** The naive page (bench/baseline: one client-rendered form on the same stack), built here and served at /bench/. */
const NAIVE = { path: '/bench/', ready: 'input[placeholder="请输入手机号"]', dist: 'bench/baseline/dist' }

async function main(): Promise<void> {
  const dist = path.resolve('dist')
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const report = JSON.parse(readFileSync(path.join(dist, CHUNK_REPORT), 'utf8')) as Record<string, ChunkRecord>
  let failed = false
  const fail = (message: string) => {
    console.error(`budget: ${message}`)
    failed = true
  }

  // The inline script counted is the early script the build inlined (scripts/build/html.ts keeps a copy).
  const early = readFileSync(path.join(dist, EARLY_SCRIPT_RECORD), 'utf8')
  if (!readFileSync(path.join(dist, 'login/index.html'), 'utf8').includes(`>${early}</script>`))
    throw new Error(`budget: /home/login does not carry the early script ${EARLY_SCRIPT_RECORD} records`)

  await build({ configFile: 'bench/baseline/vite.config.ts' })
  const naiveReport = JSON.parse(readFileSync(path.join(NAIVE.dist, CHUNK_REPORT), 'utf8')) as Record<string, ChunkRecord>
  const server = await startServer({ port: 0, configJs: PRODUCTION_LIKE_CONFIG_JS, benchDist: NAIVE.dist })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--headless=new'] })
  try {
    const origin = server.url.replace(/\/home\/$/, '')
    const naiveContext = await deviceContext(browser, 'phone')
    const naive = await firstVisit(naiveContext, origin + NAIVE.path, NAIVE.ready).finally(() => naiveContext.close())
    const naiveKb = kb(sum(naive.scripts))
    console.log(`First visit, gzip -9 of every script until settled (${SETTLE_MS} ms quiet after data-ready), per entry and device:`)
    console.log(`the naive page ${NAIVE.path} (bench/baseline) phone: ${naiveKb.toFixed(2)} KB in ${naive.scripts.length} scripts`)
    printGroups(byGroup(naive.scripts, naiveReport))
    for (const [entry, ceilings] of Object.entries(ENTRIES)) {
      // The two devices load at once (a quiet network per page is what settles it, not the machine's time).
      const visits = await Promise.all(
        (['phone', 'desktop'] as const).map(async (device) => {
          const context = await deviceContext(browser, device)
          return firstVisit(context, new URL(entry, server.url).href).finally(() => context.close())
        }),
      )
      let phone: Fetched[] = []
      for (const [i, device] of (['phone', 'desktop'] as const).entries()) {
        const { scripts, elsewhere } = visits[i]!
        const total = kb(sum(scripts))
        const ok = total <= ceilings[device]
        console.log(
          `${entry} ${device}: ${total.toFixed(2)} KB in ${scripts.length} scripts, ${(total / naiveKb).toFixed(2)}× the naive page (ceiling ${ceilings[device]} KB)${ok ? '' : ' FAILED'}`,
        )
        const row = (sign: string, s: Fetched) => console.log(`  ${sign}${kb(s.gzip).toFixed(2).padStart(7)} KB  ${s.name}`)
        // The phone's scripts and where their bytes go, then what the desktop fetches besides (+) or not (-).
        if (device === 'phone') {
          for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) row(' ', s)
          printGroups(byGroup(scripts, report))
        } else {
          const names = (list: Fetched[]) => new Set(list.map((s) => s.name))
          for (const s of scripts.filter((s) => !names(phone).has(s.name))) row('+', s)
          for (const s of phone.filter((s) => !names(scripts).has(s.name))) row('-', s)
        }
        phone = scripts
        for (const url of new Set(elsewhere)) console.log(`  not counted, another origin's (blocked): ${url}`)
        if (!ok) fail(`${entry} on a ${device} FAILED, ${(total - ceilings[device]).toFixed(1)} KB over`)
        for (const lib of NOT_AT_FIRST) {
          const carriers = scripts.filter((s) => report[s.name]?.packages.includes(lib)).map((s) => s.name)
          if (carriers.length > 0) fail(`${lib} must not load on a first visit of ${entry} (${carriers.join(', ')})`)
        }
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }

  // The captcha's code (contract "Protection against SMS abuse") loads the first time a challenge is
  // needed: in no page's HTML, counting every variant's preloads.
  const captchaCarriers = PAGE_PATHS.flatMap((page) => {
    const html = readFileSync(path.join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`), 'utf8')
    const referenced = new Set([...html.matchAll(/\/home\/(assets\/[\w.-]+\.js)/g)].map((m) => m[1]!))
    return [...referenced].filter((file) => report[file]?.packages.includes(CAPTCHA_PACKAGE)).map((file) => `${page}: ${file}`)
  })
  if (!Object.values(report).some((chunk) => chunk.packages.includes(CAPTCHA_PACKAGE))) fail('the captcha code is not in the build at all')
  if (captchaCarriers.length > 0) fail(`the captcha code must not load with a page: ${captchaCarriers.join(', ')}`)

  const gz = (file: string) => gzip(readFileSync(path.join(dist, file)))
  const routeKb = (files: readonly string[]) => kb(files.reduce((n, f) => n + gz(f), 0))
  const routes = routeChunks(manifest)
    .map((r) => ({ ...r, ownKb: routeKb(r.own) }))
    .sort((a, b) => b.ownKb - a.ownKb)
  const over = routes.filter((r) => r.ownKb > ROUTE_BUDGET_KB)
  console.log(`Route-own JS (ceiling ${ROUTE_BUDGET_KB} KB each): largest ${routes[0]!.route} ${routes[0]!.ownKb.toFixed(1)} KB`)
  for (const r of over) fail(`${r.route} FAILED, own chunks ${(r.ownKb - ROUTE_BUDGET_KB).toFixed(1)} KB over`)

  if (failed) process.exit(1)
  console.log('budget: ok')
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main()
