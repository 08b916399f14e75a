/**
 * The end-to-end server: the production build in dist/ served by a plain
 * static server (sirv, no rewrites: every route has its own HTML file) that
 * sends compressed text as the CDN does (the build's .gz files; `compression`
 * for the rest: the Lighthouse run sees the transfer sizes users get), the demo back end's MSW
 * handlers answered over real HTTP by @mswjs/http-middleware, and the
 * stand-in pages of the main applications.
 *
 *   npm run serve:demo            # after `npm run build`; prints the URL
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import sirv from 'sirv'
import { createMiddleware } from '@mswjs/http-middleware'
import { createDb, rejectedCompany, type DemoDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'
import { DEMO_APP_PREFIXES, demoPage, UPLOT_CSS_PATH, VITALS_CHART_PATH } from '../src/mocks/landing'
import { demoVitalsPage } from '../src/mocks/vitals'
import { uplotCss, vitalsChartScript } from '../src/mocks/vitalsChart'
import { demoErrorsPage } from '../src/mocks/errors'
import { mapsOfRelease, showReports } from '../scripts/symbolicate/symbolicate'
import { openApiDocument } from '../scripts/contract/document'
import { CONTRACT_PAGE, viewerFile } from '../scripts/contract/viewer'
import { NOT_FOUND_PAGE } from '../src/domain/pages'
import { languagePath, pageLanguage } from '../src/words/languages'

export interface RunningServer {
  url: string
  db: DemoDb
  close: () => Promise<void>
}

export interface ServerOptions {
  port?: number
  host?: string
  dist?: string
  /** Served as /home/config.js instead of the build's own (a production-like one for measurement). */
  configJs?: string
  /** A build served at /bench/ beside the app (npm run perf: the baseline page, bench/baseline). */
  benchDist?: string
  /** Handlers that see every request first (the cross-engine lane's hold and error watch, e2e/engines/lane.ts). */
  before?: express.RequestHandler[]
}

export function startServer({
  port = 4310,
  host = '127.0.0.1',
  dist = 'dist',
  configJs,
  benchDist,
  before = [],
}: ServerOptions = {}): Promise<RunningServer> {
  const root = path.resolve(dist)
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No build in ${root}: run \`npm run build\` first.`)
  const db = createDb()
  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  for (const handler of before) app.use(handler)
  app.use(createMiddleware(...createHandlers(db)))
  // For the tests only: an admin rejects `mobile`'s company application, so that a test that resubmits one owns it.
  app.post('/demo/rejected-company/:mobile', (req, res) => {
    db.applications.set(req.params.mobile, rejectedCompany(req.params.mobile))
    res.sendStatus(204)
  })
  app.get('/demo/vitals', (_req, res) => res.type('html').send(demoVitalsPage(db.vitals)))
  app.get(VITALS_CHART_PATH, (_req, res) => res.type('text/javascript').send(vitalsChartScript()))
  app.get(UPLOT_CSS_PATH, (_req, res) => res.type('text/css').send(uplotCss()))
  // The reports received, each mapped back with the maps its release's build kept (scripts/build/release.ts).
  app.get('/demo/errors', async (_req, res) =>
    res.type('html').send(demoErrorsPage(await showReports(db.reports, (r) => mapsOfRelease(r)))),
  )
  // The back end's contract and its viewer (scripts/contract/), as on `npm start`.
  app.get('/demo/openapi.json', (_req, res) => res.json(openApiDocument()))
  app.get('/demo/contract', (_req, res) => res.type('html').send(CONTRACT_PAGE))
  app.get('/demo/contract/:file', async (req, res, next) => {
    const file = viewerFile(req.params.file)
    if (!file) return next()
    const { body, type } = await file
    res.type(type).send(body)
  })
  app.use((req, res, next) => {
    const url = new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`)
    if (!DEMO_APP_PREFIXES.some((p) => url.pathname.startsWith(p))) return next()
    const page = demoPage(url)
    res.status(page.status).type('html').send(page.html)
  })
  if (configJs !== undefined)
    app.get('/home/config.js', (_req, res) => res.type('text/javascript').set('Cache-Control', 'no-cache').send(configJs))
  // The build's own .gz beside each file, as the CDN serves them (nothing compressed per request).
  app.use('/home', sirv(root, { dev: false, etag: true, gzip: true }))
  // An unknown path: the not-found page of its language's directory, with 404, as nginx answers (deploy/nginx.conf).
  app.use('/home', (req, res) => {
    const page = languagePath(`/home/${NOT_FOUND_PAGE}`, pageLanguage(req.originalUrl.split('?')[0] ?? ''))
    res.status(404).sendFile(path.join(root, page.slice('/home/'.length)))
  })
  if (benchDist !== undefined) app.use('/bench', sirv(path.resolve(benchDist), { dev: false, etag: true, single: true }))
  return new Promise((resolve) => {
    const server: Server = app.listen(port, host, () => {
      const address = server.address()
      resolve({
        // Port 0 takes a free one.
        url: `http://${host}:${typeof address === 'object' && address ? address.port : port}/home/`,
        db,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173)
  startServer({ port }).then(
    (s) => console.log(`Production build with the demo back end: ${s.url}login`),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e)
      process.exit(1)
    },
  )
}
