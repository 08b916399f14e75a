/**
 * `npm run perf`: Lighthouse (mobile emulation, simulated throttling) in
 * Debian's Chromium on the production build served as the end-to-end tests
 * serve it. Prints score, FCP, LCP, TBT and CLS per page. Run `npm run build`
 * first (the script says so when dist/ is missing).
 */
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium'
import { startServer } from '../e2e/server'

const PAGES = ['/home/login', '/home/register', '/home/bindPhone']

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
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      rows.push(
        `${path.padEnd(16)} score ${(lhr.categories.performance?.score ?? 0).toFixed(2)}  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s  ` +
          `LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
      )
    }
  } finally {
    await chrome.kill()
    await server.close()
  }
  console.log('Lighthouse, mobile emulation (targets: score ≥ 0.98, TBT ≤ 50 ms, LCP ≤ 1.3 s, CLS 0)')
  for (const row of rows) console.log(row)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
