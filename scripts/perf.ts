/**
 * `npm run perf`: Lighthouse (mobile emulation, simulated throttling) in
 * Debian's Chromium on the production build served as the end-to-end tests
 * serve it. Prints score, FCP, LCP, TBT and CLS per page, each the median of
 * PERF_RUNS runs (default 3), as Lighthouse advises, since single runs on a
 * busy machine vary by ±0.1; the spread of scores is printed beside them.
 * Run `npm run build` first (the script says so when dist/ is missing).
 */
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium'
import { startServer } from '../e2e/server'

const PAGES = ['/home/login', '/home/register', '/home/bindPhone']
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3))

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

async function main(): Promise<void> {
  const server = await startServer({ port: Number(process.env.PERF_PORT ?? 4320) })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const origin = server.url.replace(/\/home\/$/, '')
  const rows: string[] = []
  try {
    for (const path of PAGES) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`no Lighthouse result for ${path}`)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        runs.push({
          score: lhr.categories.performance?.score ?? 0,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        })
      }
      const median = (metric: keyof Run) => {
        const values = runs.map((r) => r[metric]).sort((a, b) => a - b)
        const mid = Math.floor(values.length / 2)
        return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2
      }
      const m = { score: median('score'), fcp: median('fcp'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls') }
      rows.push(
        `${path.padEnd(16)} score ${m.score.toFixed(2)}  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  ` +
          `TBT ${m.tbt.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  (scores ${runs
            .map((r) => r.score)
            .sort((a, b) => a - b)
            .map((s) => s.toFixed(2))
            .join(' ')})`,
      )
    }
  } finally {
    await chrome.kill()
    await server.close()
  }
  console.log(`Lighthouse, mobile emulation, median of ${RUNS} (targets: score ≥ 0.98, TBT ≤ 50 ms, LCP ≤ 1.3 s, CLS 0)`)
  for (const row of rows) console.log(row)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
