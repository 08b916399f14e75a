// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { demoDevServer, workerLeavingBeaconsAlone } from './devServer'

const require = createRequire(import.meta.url)

describe("the demo's service worker (npm start)", () => {
  it('lets the field-performance beacon and error reports go to the dev server, and only those', () => {
    const source = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    const patched = workerLeavingBeaconsAlone(source)
    const guard = /\n {2}if \((\[[^\]]*\])\.includes\(new URL\(event\.request\.url\)\.pathname\)\) return\n/.exec(patched)
    expect(JSON.parse(guard?.[1] ?? '[]')).toEqual(['/home/api/reportVitals', '/home/api/reportError'])
    expect(patched.length - source.length).toBeLessThan(120)
    expect(() => workerLeavingBeaconsAlone('self.addEventListener("fetch", () => {})')).toThrow(/MSW changed/)
  })
})

describe('npm start serves the early layer', () => {
  it('puts the build’s early script in every page, before config.js, with the entry before the app and the public paths right', async () => {
    const html = (await readFile('index.html', 'utf8')).replaceAll('"/home/', '"/home/home/')
    const hook = demoDevServer().transformIndexHtml as {
      handler: (html: string, context: { path: string; originalUrl?: string }) => Promise<string>
    }
    const page = await hook.handler(html, { path: '/index.html', originalUrl: '/home/login?t=pwd' })
    const { buildEarlyScript } = await import('../../scripts/build/html')
    const early = await buildEarlyScript()
    // A language's path gets that language's early script (its words).
    expect(await hook.handler(html, { path: '/index.html', originalUrl: '/home/en/login' })).toContain(
      `>${await buildEarlyScript('en')}</script>`,
    )
    // The entry before the app as the dev server serves it: it reports what the early script's listeners catch.
    expect(page).toContain(
      `<script data-app='{"beforeApp":"/home/src/beforeApp.ts"}'>${early}</script>\n    <script src="/home/config.js" defer>`,
    )
    expect(page).not.toContain('/home/home/')
  })
})
