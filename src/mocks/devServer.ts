import { readFile } from 'node:fs/promises'
import { languagePath, pageLanguage, pagePath, type Language } from '../words/languages.ts'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { buildEarlyScript } from '../../scripts/build/html.ts'
import { BEFORE_APP_ENTRY } from '../../scripts/build/chunks.ts'
import { BELOW_FLOOR_SCRIPT, EARLY_TAG, type EarlyTag } from '../start/protocol.ts'
import { belowFloorScript } from '../../scripts/build/belowFloor.ts'
import { demoPage, DEMO_APP_PREFIXES, UPLOT_CSS_PATH, VITALS_CHART_PATH } from './landing.ts'
import { USER_AGENTS } from '../test/userAgents.ts'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SourceMapInput } from '@jridgewell/trace-mapping'
import type { MapSource } from '../../scripts/symbolicate/symbolicate.ts'
import type { KeptReport } from './reports.ts'
import type { KeptVitals } from './vitals.ts'

const require = createRequire(import.meta.url)

const WORKER_FETCH_LISTENER = "addEventListener('fetch', function (event) {"

/**
 * MSW's worker answers a request by asking the page for it, and a page going away cannot answer:
 * the field-performance beacon sent on leaving would hang. The worker served here lets
 * reportVitals go to the dev server, which keeps it (and /demo/vitals shows it), and reportError
 * too, since only the server can map a stack back (/demo/errors). Fails loudly if an MSW upgrade
 * changes the line this relies on.
 */
const TO_THE_DEV_SERVER = ['/home/api/reportVitals', '/home/api/reportError']

export function workerLeavingBeaconsAlone(source: string): string {
  if (!source.includes(WORKER_FETCH_LISTENER)) throw new Error('mockServiceWorker.js: fetch listener not found (MSW changed?)')
  return source.replace(
    WORKER_FETCH_LISTENER,
    `${WORKER_FETCH_LISTENER}\n  if (${JSON.stringify(TO_THE_DEV_SERVER)}.includes(new URL(event.request.url).pathname)) return\n`,
  )
}

/**
 * `/demo/wechat` (src/mocks/landing.ts) marks a tab to be served as WeChat on a phone would see
 * it: the dev server's pages then say WeChat's Android user agent before any of their code runs.
 * `npm start` only: a build never carries it.
 */
const DEMO_WECHAT_SWITCH = `<script>try{if(sessionStorage.getItem('demo:wechat'))Object.defineProperty(navigator,'userAgent',{value:${JSON.stringify(USER_AGENTS.wechatAndroid)}})}catch(e){}</script>`

/** What the early script is built from: a change there builds it again for the next page served. */
const EARLY_SOURCES = /[\\/]src[\\/](start|outcomes|session|config|words)[\\/]/

/**
 * The dev server (`npm start` only): the MSW worker script under /home/ (it never enters dist/),
 * small stand-ins for the two main applications and the main site (leaving the sign-in app ends
 * on a page that shows what it was handed), the demo back end's other pages, and, in every page
 * it serves, the same early script the build inlines (src/start/early.ts), so `npm start`
 * decides the device, a jump_url's page and the variant and writes the greeting as a phone's page
 * does. The dev server's
 * pages have no prerendered shells (nothing to tap before the app) and their entry is Vite's own:
 * the early script asks for no chunks there, only the entry before the app when it has a failure
 * to report (or a tap between the app's render and its being ready).
 */
export function demoDevServer(): Plugin {
  // Each language's early script (its pages are the dev server's one page at that language's path: src/words/languages.ts).
  const early = new Map<Language, Promise<string>>()
  return {
    name: 'home:demo-dev-server',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        const language = pageLanguage(new URL(context.originalUrl ?? context.path, 'http://dev').pathname)
        let building = early.get(language)
        if (!building) {
          building = buildEarlyScript(language).catch((e: unknown) => {
            early.delete(language)
            throw e
          })
          early.set(language, building)
        }
        const script = await building
        return (
          html
            .replace('<head>', `<head>\n    ${DEMO_WECHAT_SWITCH}`)
            // The dev server prefixes the base to public files' paths written with it (/home/config.js): the page would read no config.
            .replaceAll('"/home/home/', '"/home/')
            .replace(`nomodule src="${BELOW_FLOOR_SCRIPT}"`, `nomodule src="${languagePath(BELOW_FLOOR_SCRIPT, language)}"`)
            // A function: the script's code is never read as `$&` patterns.
            .replace(
              '<script src="/home/config.js" defer>',
              () =>
                `<script ${EARLY_TAG}='${JSON.stringify({ beforeApp: `/home/${BEFORE_APP_ENTRY}` } satisfies EarlyTag)}'>${script}</script>\n    <script src="/home/config.js" defer>`,
            )
        )
      },
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (EARLY_SOURCES.test(file)) early.clear()
      })
      // Field-performance beacons and error reports (the page's service worker lets them through: workerLeavingBeaconsAlone).
      const vitals: KeptVitals[] = []
      const reports: KeptReport[] = []
      const load = <T>(file: string) => server.ssrLoadModule(file) as Promise<T>
      const vitalsModule = () => load<typeof import('./vitals.ts')>('/src/mocks/vitals.ts')
      const errorsModule = () => load<typeof import('./errors.ts')>('/src/mocks/errors.ts')
      const chartModule = () => load<typeof import('./vitalsChart.ts')>('/src/mocks/vitalsChart.ts')
      const symbolicateModule = () => load<typeof import('../../scripts/symbolicate/symbolicate.ts')>('/scripts/symbolicate/symbolicate.ts')
      /** A dev page's stack names the modules as this server sends them: their maps are the ones it made (release `dev`). */
      const devMaps: MapSource = async (script) => {
        if (!script.pathname.startsWith('/home/')) return null
        const result = await server.transformRequest(script.pathname.replace(/^\/home/, '') + script.search).catch(() => null)
        return result?.map && 'version' in result.map ? (result.map as unknown as SourceMapInput) : null
      }
      const body = async (req: AsyncIterable<unknown>): Promise<unknown> => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        try {
          return JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          // Not JSON: not kept.
          return null
        }
      }
      const send = (res: ServerResponse, type: string, text: string) => {
        res.setHeader('Content-Type', type)
        res.end(text)
      }
      const handle = async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
        if (url.pathname === '/home/api/reportVitals' && req.method === 'POST') {
          ;(await vitalsModule()).keepVitals(vitals, await body(req))
          res.statusCode = 204
          res.end()
          return
        }
        if (url.pathname === '/home/api/reportError' && req.method === 'POST') {
          ;(await errorsModule()).keepReport(reports, await body(req))
          return send(res, 'application/json; charset=utf-8', JSON.stringify({ code: 0, msg: '', data: null }))
        }
        // The below-floor message in a page's language, as the build writes it (scripts/build/belowFloor.ts).
        if (pagePath(url.pathname) === BELOW_FLOOR_SCRIPT) {
          type Words = Parameters<typeof belowFloorScript>[0]
          // The source's section is named, another language's catalog its default export (src/words/<language>/belowFloor.ts).
          const catalog = await load<{ default?: Words; belowFloorWords?: { source: Words } }>(
            `/src/words/${pageLanguage(url.pathname)}/belowFloor.ts`,
          )
          const words = catalog.default ?? catalog.belowFloorWords?.source
          if (!words) return next()
          return send(res, 'text/javascript; charset=utf-8', belowFloorScript(words))
        }
        if (url.pathname === '/demo/vitals') return send(res, 'text/html; charset=utf-8', (await vitalsModule()).demoVitalsPage(vitals))
        if (url.pathname === VITALS_CHART_PATH)
          return send(res, 'text/javascript; charset=utf-8', (await chartModule()).vitalsChartScript())
        if (url.pathname === UPLOT_CSS_PATH) return send(res, 'text/css; charset=utf-8', (await chartModule()).uplotCss())
        if (url.pathname === '/demo/errors') {
          const { mapsOfRelease, showReports } = await symbolicateModule()
          const shown = await showReports(reports, (release) =>
            release === 'dev' ? { source: devMaps, missing: null } : mapsOfRelease(release),
          )
          return send(res, 'text/html; charset=utf-8', (await errorsModule()).demoErrorsPage(shown))
        }
        // The back end's contract (scripts/contract/): the document, made anew on each request, and its viewer.
        if (url.pathname === '/demo/openapi.json') {
          const { openApiDocument } = (await server.ssrLoadModule(
            '/scripts/contract/document.ts',
          )) as typeof import('../../scripts/contract/document.ts')
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(JSON.stringify(openApiDocument(), null, 2))
          return
        }
        if (url.pathname === '/demo/contract' || url.pathname.startsWith('/demo/contract/')) {
          const viewer = (await server.ssrLoadModule('/scripts/contract/viewer.ts')) as typeof import('../../scripts/contract/viewer.ts')
          const file = url.pathname === '/demo/contract' ? null : viewer.viewerFile(url.pathname.slice('/demo/contract/'.length))
          if (url.pathname !== '/demo/contract' && !file) return next()
          const { body, type } = file ? await file : { body: viewer.CONTRACT_PAGE, type: 'text/html; charset=utf-8' }
          res.setHeader('Content-Type', type)
          res.end(body)
          return
        }
        if (url.pathname === '/home/mockServiceWorker.js') {
          const file = require.resolve('msw/mockServiceWorker.js')
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          res.setHeader('Service-Worker-Allowed', '/home/')
          res.end(workerLeavingBeaconsAlone(await readFile(file, 'utf8')))
          return
        }
        if (DEMO_APP_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
          const page = demoPage(url)
          res.statusCode = page.status
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(page.html)
          return
        }
        next()
      }
      // Connect does not await a handler: a failure is answered here, not left hanging. Not passed to
      // Vite's error handler, which opens its overlay on every open page (a beacon cut short as one
      // page closes would cover another).
      server.middlewares.use((req, res, next) => {
        handle(req, res, next).catch((error: unknown) => {
          server.config.logger.error(`demo: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
          if (!res.headersSent) res.statusCode = 500
          res.end()
        })
      })
    },
  }
}
