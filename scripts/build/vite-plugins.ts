import { createHash } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, type Plugin } from 'vite'
import { PAGE_PATHS, documentTitle } from '../../src/app/pages.ts'
import { shellCases } from '../../src/outcomes/shells.ts'
import { demoPage, DEMO_APP_PREFIXES } from '../../src/mocks/landing.ts'
import { USER_AGENTS } from '../../src/test/userAgents.ts'
import type { KeptVitals } from '../../src/mocks/vitals.ts'
import { manifestClosure, type Manifest } from './manifest.ts'
import type { LegacyChunk } from './legacy.ts'

const require = createRequire(import.meta.url)

/** The production client build, not `vite build --ssr` (the prerender bundle) nor the dev server. */
const clientBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === 'build' && !env.isSsrBuild

/** The chunks a page's first render loads besides the entry's (`entry`: its manifest closure): preloading them saves round trips. */
function routePreloads(manifest: Manifest, entry: ReadonlySet<string>, page: (typeof PAGE_PATHS)[number]): string[] {
  const own = manifestClosure(manifest, [`routes/${page === '/' ? 'index' : page.slice(1)}.tsx?tsr-split=component`])
  return [...own].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file)
}

/**
 * What a shell variant (src/outcomes/shells.ts) renders beyond the route's own chunks, loaded by
 * the route's loader (src/features/login/panels.ts) before the first render: the early script
 * preloads it as the page starts, so `/home/login?t=pwd`, or `/home/login` on a phone, does not
 * wait a round trip for its panel after the app has started. Keyed by the variant's name.
 */
const VARIANT_PRELOADS: ReadonlyArray<{ pages: ReadonlyArray<(typeof PAGE_PATHS)[number]>; variant: RegExp; module: string }> = [
  { pages: ['/', '/login', '/LoginIfarme'], variant: /^pwd\b/, module: 'src/features/login/PhonePanel.tsx' },
  { pages: ['/', '/login'], variant: /^bindPhone$/, module: 'src/features/login/BindPhonePanel.tsx' },
  { pages: ['/', '/login', '/LoginIfarme'], variant: /\.wechat$/, module: 'src/features/login/WechatSlot.tsx' },
]

/** The early script (scripts/build/early.ts), bundled with the decision rows it imports, minified, as one classic script. */
async function buildEarlyScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      // Lowered below the floor too: an engine under it must still run it to say so (README: Browsers).
      target: 'es2015',
      lib: { entry: path.resolve('scripts/build/early.ts'), formats: ['iife'], name: 'homeEarly', fileName: 'early' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []))
  const chunk = outputs.find((o) => o.type === 'chunk')
  if (!chunk || outputs.length !== 1) throw new Error('static-routes: the early script did not build to one chunk')
  return chunk.code
}

/**
 * Static export: every route of spec section 2 gets its own HTML entry
 * (dist/bindPhone/index.html …) with its own <title>, so deep links work on a
 * plain static host with no rewrite rule. scripts/build/early.ts, inlined at the
 * top of <head> (allowed by its hash in the page's policy and deploy/nginx.conf's),
 * runs first, before the body is parsed: it keeps the shell variant this URL and
 * device show, and answers taps on buttons before the app is ready. The page's
 * JavaScript is not in its HTML: the early script asks for it (`data-app`) once the
 * page is parsed, config.js has run and the shell has painted: the entry's chunks
 * first, then the route's own at low priority (needed only after the entry has run,
 * so they download while it runs instead of slowing it down).
 */
export function staticRoutes(legacy: LegacyChunk): Plugin {
  let outDir = 'dist'
  return {
    name: 'home:static-routes',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const built = await readFile(path.join(outDir, 'index.html'), 'utf8')
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      const entry = manifest['index.html']!.file
      const viteTags = /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g
      if (!built.includes(`src="/home/${entry}"`)) throw new Error(`static-routes: index.html does not load ${entry}`)
      const template = built.replace(viteTags, '')
      const early = await buildEarlyScript()
      if (/<\/script/i.test(early)) throw new Error('static-routes: the early script cannot be inlined (it contains </script)')
      // Inline (no round trip before the first paint), allowed by its hash in the page's policy and deploy/nginx.conf's.
      const policy = contentSecurityPolicyFor(early)
      const nginx = await readFile(path.resolve('deploy/nginx.conf'), 'utf8')
      if (!nginx.includes(`add_header Content-Security-Policy "${policy}; frame-ancestors`))
        throw new Error(
          `static-routes: deploy/nginx.conf must send the pages' policy (the early script changed). Set: add_header Content-Security-Policy "${policy}; frame-ancestors $home_frame_ancestors" always;`,
        )
      await writeFile(path.join(outDir, EARLY_SCRIPT_RECORD), early)
      const beforeTheApp = manifest[BEFORE_THE_APP_ENTRY]?.file
      if (!beforeTheApp) throw new Error(`static-routes: the manifest has no ${BEFORE_THE_APP_ENTRY}`)
      const entryKeys = manifestClosure(manifest, ['index.html'])
      const entryChunks = [...entryKeys].map((key) => manifest[key]!.file).filter((file) => file !== entry)
      const url = (file: string) => `/home/${file}`
      if (!legacy.file) throw new Error("static-routes: the old engines' chunk was not built (scripts/build/legacy.ts)")
      for (const page of PAGE_PATHS) {
        const own = new Set(routePreloads(manifest, entryKeys, page))
        const variantPreloads = Object.fromEntries(
          shellCases(page).flatMap(({ variant }) => {
            const modules = VARIANT_PRELOADS.filter((p) => p.pages.includes(page) && p.variant.test(variant)).map((p) => p.module)
            const files = [...manifestClosure(manifest, modules)]
              .filter((k) => !entryKeys.has(k))
              .map((k) => manifest[k]!.file)
              .filter((file) => !own.has(file))
            return files.length ? [[variant, files.map((file) => `/home/${file}`)]] : []
          }),
        )
        // The early script asks for the app's chunks after the first paint (its part 7).
        const app = { preload: entryChunks.map(url), entry: url(entry), low: [...own].map(url) }
        const preloadAttr =
          ` data-app='${JSON.stringify(app)}'` +
          (Object.keys(variantPreloads).length ? ` data-variant-preloads='${JSON.stringify(variantPreloads)}'` : '') +
          ` data-before-app="${url(beforeTheApp)}"` +
          ` data-legacy="${url(legacy.file)}"`
        const html = template
          .replace(/<title>[^<]*<\/title>/, `<title>${documentTitle(page)}</title>`)
          .replace(`content="${CSP}"`, `content="${policy}"`)
          .replace(
            '<script src="/home/config.js" defer>',
            // A function: code or styles pasted in are never read as `$&` patterns.
            () => `<script${preloadAttr}>${early}</script>\n    <script src="/home/config.js" defer>`,
          )
        const dir = page === '/' ? outDir : path.join(outDir, page.slice(1))
        await mkdir(dir, { recursive: true })
        await writeFile(path.join(dir, 'index.html'), html)
      }
    },
  }
}

/**
 * Content-Security-Policy of the production build (a meta tag: the files are
 * static). Scripts from this origin (the app and /home/config.js) and WeChat's
 * widget host only; the one inline script is the early script, allowed by its hash
 * (contentSecurityPolicyFor). Emotion injects style elements, hence
 * 'unsafe-inline' for styles. Uploads go to the storage host (https), images
 * come from it. Not in `npm start`, whose dev server injects inline scripts.
 */
export const CSP = [
  "default-src 'self'",
  // WeChat's QR widget; Tencent Cloud captcha's script (contract "Protection against SMS abuse").
  "script-src 'self' https://res.wx.qq.com https://turing.captcha.qcloud.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  // WeChat's QR; Tencent Cloud captcha's challenge.
  'frame-src https://open.weixin.qq.com https://turing.captcha.qcloud.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** The early script as the build inlined it in every page (the budget and the tests read it here). */
export const EARLY_SCRIPT_RECORD = '.vite/early.js'

/** The pages' policy: CSP, with the inline early script allowed by its SHA-256 hash. */
export function contentSecurityPolicyFor(earlyScript: string): string {
  const hash = createHash('sha256').update(earlyScript).digest('base64')
  return CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`)
}

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'home:csp',
    apply: clientBuild,
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      ),
  }
}

/**
 * `npm start` only: serves the MSW worker script under /home/ (it never enters
 * dist/) and small stand-ins for the two main applications and the main site,
 * so leaving the sign-in app ends on a page that shows what it was handed.
 */
const WORKER_FETCH_LISTENER = "addEventListener('fetch', function (event) {"

/**
 * MSW's worker answers a request by asking the page for it, and a page going away cannot answer:
 * the field-performance beacon sent on leaving would hang. The worker served here lets
 * reportVitals go to the dev server, which keeps it (and /demo/vitals shows it). Fails loudly if an
 * MSW upgrade changes the line this relies on.
 */
export function workerLeavingBeaconsAlone(source: string): string {
  if (!source.includes(WORKER_FETCH_LISTENER)) throw new Error('mockServiceWorker.js: fetch listener not found (MSW changed?)')
  return source.replace(
    WORKER_FETCH_LISTENER,
    `${WORKER_FETCH_LISTENER}\n  if (new URL(event.request.url).pathname === '/home/api/reportVitals') return\n`,
  )
}

/**
 * `/demo/wechat` (src/mocks/landing.ts) marks a tab to be served as WeChat on a phone would see
 * it: the dev server's pages then say WeChat's Android user agent before any of their code runs.
 * `npm start` only: a build never carries it.
 */
const DEMO_WECHAT_SWITCH = `<script>try{if(sessionStorage.getItem('demo:wechat'))Object.defineProperty(navigator,'userAgent',{value:${JSON.stringify(USER_AGENTS.wechatAndroid)}})}catch(e){}</script>`

export function demoDevServer(): Plugin {
  return {
    name: 'home:demo-dev-server',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('<head>', `<head>\n    ${DEMO_WECHAT_SWITCH}`)
          // The dev server prefixes the base to /home/config.js as to a public file's path: the page would read no config.
          .replace('src="/home/home/config.js"', 'src="/home/config.js"'),
    },
    configureServer(server) {
      // Field-performance beacons (the page's service worker lets them through: workerLeavingBeaconsAlone).
      const vitals: KeptVitals[] = []
      const vitalsModule = () => server.ssrLoadModule('/src/mocks/vitals.ts') as Promise<typeof import('../../src/mocks/vitals.ts')>
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
        if (url.pathname === '/home/api/reportVitals' && req.method === 'POST') {
          const chunks: Buffer[] = []
          for await (const chunk of req) chunks.push(chunk as Buffer)
          let body: unknown = null
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          } catch {
            // Not JSON: not kept.
          }
          ;(await vitalsModule()).keepVitals(vitals, body)
          res.statusCode = 204
          res.end()
          return
        }
        if (url.pathname === '/demo/vitals') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end((await vitalsModule()).demoVitalsPage(vitals))
          return
        }
        // The back end's contract (scripts/contract/): the document, made anew on each request, and its viewer.
        if (url.pathname === '/demo/openapi.json') {
          const { openApiDocument } = (await server.ssrLoadModule(
            '/scripts/contract/document.ts',
          )) as typeof import('../contract/document.ts')
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(JSON.stringify(openApiDocument(), null, 2))
          return
        }
        if (url.pathname === '/demo/contract' || url.pathname.startsWith('/demo/contract/')) {
          const viewer = (await server.ssrLoadModule('/scripts/contract/viewer.ts')) as typeof import('../contract/viewer.ts')
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
      })
    },
  }
}

/**
 * Small modules the login card's first render needs and many screens share (Chakra's layout
 * primitives and spinner, the outcomes core's control rules and jump_url rule): they go with the
 * entry rather than in tiny chunks of their own, each a request and a gzip stream.
 */
const WITH_THE_ENTRY =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|flex|stack|text|typography|spinner)[\\/]|[\\/]src[\\/]outcomes[\\/](controls|navigation)\.ts$|[\\/]src[\\/]features[\\/](ui[\\/]LiveStatus|forms[\\/]adopt)\.tsx?$/

/**
 * What the login card's first render loads beyond the entry and many screens share (the header,
 * footer and tab bar, the hooks every form uses, Chakra's button, link, image and heading): one
 * chunk rather than a dozen small ones, each a request and a gzip stream of its own (together
 * 1.4 KB less gzip, which paid for the early script, scripts/build/early.ts). Not in the entry's
 * chunk: these import chunks that import the entry's, and a cycle between chunks breaks their
 * evaluation order.
 */
export const LOGIN_CARD = {
  name: 'card',
  test: (id: string) =>
    /[\\/]src[\\/]features[\\/](layout[\\/](SiteHeader|SiteFooter|AgreementLinkPair)|ui[\\/]TabBar|login[\\/](LoginScreen|useLoginFlow|QrPanel|QrLoading|CardHeading))\.tsx$|[\\/]src[\\/]app[\\/](useInFlight|useNow|decisions|config)\.tsx?$|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](button[\\/](button|loader)|link[\\/]link|image[\\/]image|heading[\\/]index)\.js$/.test(
      id,
    ),
  includeDependenciesRecursively: false,
}

/** The entry the early script imports to send an SMS code, or read a deep link's data, before the app is ready (scripts/build/early.ts). */
export const BEFORE_THE_APP_ENTRY = 'src/app/beforeTheApp.ts'

type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }

/**
 * One chunk for everything the app's entry imports statically. Rolldown otherwise
 * splits the modules the entry shares with lazy chunks into a dozen common
 * chunks, which gzip worse apart and cost a request each on every first load.
 * The plugin records the static import closures when the graph is complete; the
 * groups capture exactly those modules (not their other dependencies). Chakra's
 * theme barrel re-exports every recipe: recipes are leaves the closure does not
 * follow, so the ones only lazy screens use stay with those screens
 * (src/features/ui/styled/) and the system's own land in the entry anyway.
 *
 * What runs before the app (BEFORE_THE_APP_ENTRY: the early send, a deep link's reads) must not
 * wait for the app: what it shares with the entry (valibot, the config, storage, the control
 * rules) is a chunk of its own that both import (`early-shared`, in every first load), and what
 * only it and the screens that call the API need (the HTTP client, ofetch, the send, the reads)
 * is another (`early-entry`). Named `early-` like everything the
 * early script loads, which is not the app.
 */
export function entryClosureChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  const app = new Set<string>()
  const early = new Set<string>()
  const plugin: Plugin = {
    name: 'home:entry-closure-chunk',
    apply: clientBuild,
    buildEnd() {
      const collect = (into: Set<string>, id: string) => {
        if (into.has(id) || /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/.test(id)) return
        into.add(id)
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) collect(into, dep)
      }
      app.clear()
      early.clear()
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.isEntry) continue
        collect(id.replaceAll('\\', '/').endsWith(BEFORE_THE_APP_ENTRY) ? early : app, id)
      }
      if (early.size === 0) throw new Error(`entry-closure-chunk: ${BEFORE_THE_APP_ENTRY} is not an entry of the build`)
    },
  }
  const inApp = (id: string) => app.has(id) || WITH_THE_ENTRY.test(id)
  return {
    plugin,
    groups: [
      { name: 'early-shared', test: (id) => early.has(id) && inApp(id), includeDependenciesRecursively: false },
      { name: 'early-entry', test: (id) => early.has(id) && !inApp(id), includeDependenciesRecursively: false },
      { name: 'shell', test: (id) => inApp(id) && !early.has(id), includeDependenciesRecursively: false },
    ],
  }
}

/**
 * Chakra's createSystem computes the system's global CSS (preflight, global
 * styles and a CSS variable for every token) as soon as the system is built:
 * over a third of the work of building it, and the largest piece of start-up
 * work on a slow phone. Every page of the build already carries that CSS
 * (scripts/build/prerender.ts), so the app does not need it computed again there
 * (src/app/system.ts). This makes `system._global` computed on first read,
 * which `ChakraProvider` does when it renders the styles: in the prerender,
 * in the dev server, in tests, and on any page without the prerendered CSS.
 * The build fails if a Chakra upgrade changes the code this rewrites.
 */
export function lazyChakraGlobalCss(): Plugin {
  const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
  const FIELD = '    _global,\n'
  return {
    name: 'lazy-chakra-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null
      if (!code.includes(EAGER) || !code.includes(FIELD))
        throw new Error(
          `lazy-chakra-global-css: ${id} no longer has the code this plugin rewrites; review the plugin for this Chakra version`,
        )
      return code
        .replace(EAGER, 'let _global;')
        .replace(FIELD, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n')
    },
  }
}

/** The captcha challenges' code (src/features/sms/captcha/): in no page's first load (npm run budget). */
export const CAPTCHA_PACKAGE = 'captcha (src/features/sms/captcha)'
const CAPTCHA_CODE = /[\\/]src[\\/]features[\\/]sms[\\/]captcha[\\/]/

/** The build's record of which npm packages each chunk carries (dist/.vite/chunk-packages.json), for npm run budget. */
export const CHUNK_PACKAGES = '.vite/chunk-packages.json'

/**
 * Writes, per emitted chunk, the npm packages its modules come from, so the
 * budget can say which libraries a page's first load carries (framer-motion
 * must not be in /home/login's).
 */
export function chunkPackages(): Plugin {
  return {
    name: 'home:chunk-packages',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const names = new Set<string>()
        for (const id of chunk.moduleIds) {
          // The innermost node_modules of the path names the package (the greedy `.*` finds the last one).
          const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
          if (match) names.add(match[1]!.replace('\\', '/'))
          // Our own code that must load only when needed, recorded like a package.
          else if (CAPTCHA_CODE.test(id)) names.add(CAPTCHA_PACKAGE)
        }
        packages[chunk.fileName] = [...names].sort()
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_PACKAGES, source: JSON.stringify(packages, null, 1) })
    },
  }
}
