import { readFile, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'vite'
import { PAGE_PATHS, documentTitle } from '../../src/domain/pages.ts'
import { LANGUAGES, languagePath, SOURCE_LANGUAGE, type Language } from '../../src/words/languages.ts'
import { shellCases } from '../../src/start/shells.ts'
// Each panel's module (the loaders import the same ones: src/features/login/panelModules.test.ts).
import { PANEL_FILES } from '../../src/features/login/panelFiles.ts'
import { BELOW_FLOOR_SCRIPT, EARLY_TAG, type EarlyTag } from '../../src/start/protocol.ts'
import { BEFORE_APP_ENTRY, SYSTEM_ENTRY } from './chunks.ts'
import { clientBuild } from './clientBuild.ts'
import { CSP, contentSecurityPolicyFor } from './csp.ts'
import { manifestClosure, type Manifest } from './manifest.ts'
import { CHUNK_REPORT, type ChunkRecord } from './chunk-report.ts'
import type { LegacyChunk } from './legacy.ts'

/** The early script as the build inlined it in the source language's pages (the budget and the tests read it here). */
export const EARLY_SCRIPT_RECORD = '.vite/early.js'

/** A language's early script as the build inlined it in that language's pages. */
export const earlyScriptRecord = (language: Language): string =>
  language === SOURCE_LANGUAGE ? EARLY_SCRIPT_RECORD : `.vite/early.${language}.js`

/** Every language's early script, the source's first: deploy/nginx.conf's policy allows each by its hash, a page's only its own (scripts/build/csp.ts). */
export async function buildEarlyScripts(): Promise<Map<Language, string>> {
  const scripts = new Map<Language, string>()
  for (const { tag } of LANGUAGES) scripts.set(tag, await buildEarlyScript(tag))
  return scripts
}

/**
 * What the early script says (src/words/zh-CN/start.ts) in another language: that language's catalog of the section,
 * so each language's pages carry their own words and a zh-CN reader's page none of another's. Its sections register
 * nowhere (src/words/define.ts's registry is the app's, whose own copy of the section registers it).
 */
function earlyWords(language: Language): Plugin {
  const source = path.resolve('src/words/zh-CN/start.ts')
  const define = path.resolve('src/words/define.ts')
  const virtualStart = '\0home:start-words'
  const virtualDefine = '\0home:define-words'
  return {
    name: 'home:early-words',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!importer) return null
      const resolved = await this.resolve(id, importer, { skipSelf: true })
      if (resolved?.id === define) return virtualDefine
      return language !== SOURCE_LANGUAGE && resolved?.id === source ? virtualStart : null
    },
    load: (id) =>
      id === virtualStart
        ? `import words from ${JSON.stringify(path.resolve(`src/words/${language}/start.ts`))}\nexport const startWords = { section: 'start', source: words }`
        : id === virtualDefine
          ? 'export const defineWords = (section, source) => ({ section, source })'
          : null,
  }
}

/** The chunks a page's first render loads besides the entry's (`entry`: its manifest closure): preloading them saves round trips. */
function routePreloads(manifest: Manifest, entry: ReadonlySet<string>, page: (typeof PAGE_PATHS)[number]): string[] {
  const own = manifestClosure(manifest, [`routes/${page === '/' ? 'index' : page.slice(1)}.tsx?tsr-split=component`])
  return [...own].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file)
}

/**
 * Another language's words for what `files` show: its catalog of each source section they carry (src/app/catalogs.ts),
 * which the app asks for only once their code has run, two round trips later (the catalogs' map, then each section); preloaded with them instead.
 */
export function wordsFor(
  language: Language,
  files: readonly string[],
  manifest: Manifest,
  report: Readonly<Record<string, Pick<ChunkRecord, 'sections'>>>,
): string[] {
  if (language === SOURCE_LANGUAGE) return []
  const sections = new Set(files.flatMap((file) => report[file]?.sections ?? []))
  if (sections.size === 0) return []
  const catalog = (key: string) => {
    const file = manifest[key]?.file
    if (!file) throw new Error(`static-routes: the manifest has no ${key}`)
    return file
  }
  return [catalog(CATALOGS_MODULE), ...[...sections].sort().map((section) => catalog(`src/words/${language}/${section}.ts`))]
}

/** The map of every language's catalogs, which the app imports before any of them (src/app/loadWords.ts). */
export const CATALOGS_MODULE = 'src/app/catalogs.ts'

/** What the guard imports at every start (src/app/guard.ts, runSessionCheck): the session check's request. */
export const SESSION_CHECK_MODULE = 'src/api/checkLogin.ts'

/** The early script (src/start/early.ts), bundled with the decision rows it imports, minified, as one classic script. */
export async function buildEarlyScript(language: Language = SOURCE_LANGUAGE): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [earlyWords(language)],
    build: {
      write: false,
      minify: true,
      // Lowered below the floor too: an engine under it must still run it to say so (docs/browsers.md: How an engine starts the page).
      target: 'es2015',
      lib: { entry: path.resolve('src/start/early.ts'), formats: ['iife'], name: 'homeEarly', fileName: 'early' },
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
 * plain static host with no rewrite rule. src/start/early.ts, inlined at the
 * top of <head> (allowed by its hash in the page's policy and deploy/nginx.conf's),
 * runs first, before the body is parsed: it keeps the shell variant this URL and
 * device show, and answers taps on buttons before the app is ready. The page's
 * JavaScript is not in its HTML: the early script asks for it (`data-app`) once the
 * page is parsed, config.js has run and the shell has painted: the entry's chunks
 * first, then the route's own at low priority (needed only after the entry has run,
 * so they download while it runs instead of slowing it down), and once the entry has
 * arrived what its first render asks for next (the session check's request, the kept variant's panels).
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
      const report = JSON.parse(await readFile(path.join(outDir, CHUNK_REPORT), 'utf8')) as Record<string, ChunkRecord>
      const entry = manifest['index.html']!.file
      const viteTags = /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g
      if (!built.includes(`src="/home/${entry}"`)) throw new Error(`static-routes: index.html does not load ${entry}`)
      // index.html's comments are for its readers, not every page's: about 350 B gzip of each page's HTML.
      const template = built.replace(viteTags, '').replace(/\s*<!--[\s\S]*?-->/g, '')
      const earlyScripts = await buildEarlyScripts()
      for (const [language, early] of earlyScripts) {
        if (/<\/script/i.test(early)) throw new Error('static-routes: the early script cannot be inlined (it contains </script)')
        await writeFile(path.join(outDir, earlyScriptRecord(language)), early)
      }
      const beforeApp = manifest[BEFORE_APP_ENTRY]?.file
      if (!beforeApp) throw new Error(`static-routes: the manifest has no ${BEFORE_APP_ENTRY}`)
      const system = manifest[SYSTEM_ENTRY]?.file
      if (!system) throw new Error(`static-routes: the manifest has no ${SYSTEM_ENTRY}`)
      const entryKeys = manifestClosure(manifest, ['index.html'])
      const entryChunks = [...entryKeys].map((key) => manifest[key]!.file).filter((file) => file !== entry)
      const url = (file: string) => `/home/${file}`
      if (!legacy.file) throw new Error("static-routes: the old engines' chunk was not built (scripts/build/legacy.ts)")
      // Each language's pages: the source's where the routes are, the others' in their directory (src/words/languages.ts).
      for (const { tag: language, dir } of LANGUAGES) {
        const early = earlyScripts.get(language)!
        // Inline (no round trip before the first paint), allowed by its hash: the page's policy names its own language's,
        // deploy/nginx.conf's every language's (scripts/build/csp.test.ts holds the two together).
        const policy = contentSecurityPolicyFor(early)
        for (const page of PAGE_PATHS) {
          const own = routePreloads(manifest, entryKeys, page)
          const first = [...entryChunks, entry, ...own]
          const firstWords = wordsFor(language, first, manifest, report)
          const low = [...own, ...firstWords]
          // Per variant, what the first render asks for once the entry has run: the session check's request and the variant's
          // panels. Unlike the route's own chunks (`low`, which the entry's first render imports), these are only known to be
          // needed once the entry's route has loaded: asked for as the entry arrives, not with it.
          const next = Object.fromEntries(
            shellCases(page).map(({ variant, panels }) => {
              const keys = manifestClosure(manifest, [SESSION_CHECK_MODULE, ...panels.map((panel) => PANEL_FILES[panel])])
              const files = [...keys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]!.file)
              const more = files.filter((file) => !low.includes(file))
              const words = wordsFor(language, more, manifest, report).filter((file) => !low.includes(file))
              return [variant, [...more, ...words].map(url)]
            }),
          )
          // The early script asks for the app's chunks after the first paint (its part 7); another language's words with
          // the route's own chunks, needed as they are, once the entry has run.
          const tag: EarlyTag = {
            beforeApp: url(beforeApp),
            legacy: url(legacy.file),
            app: { preload: entryChunks.map(url), entry: url(entry), low: low.map(url), system: url(system), next },
          }
          const preloadAttr = ` ${EARLY_TAG}='${JSON.stringify(tag)}'`
          const html = template
            .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
            // Another language's title is the prerender's, which has its words (scripts/build/prerender.ts).
            .replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitle(page)}</title>`)
            .replace(`content="${CSP}"`, `content="${policy}"`)
            // An engine without modules asks for the below-floor message in this page's language (scripts/build/belowFloor.ts).
            .replace(`<script nomodule src="${BELOW_FLOOR_SCRIPT}"`, `<script nomodule src="${languagePath(BELOW_FLOOR_SCRIPT, language)}"`)
            .replace(
              '<script src="/home/config.js" defer>',
              // A function: code or styles pasted in are never read as `$&` patterns.
              () => `<script${preloadAttr}>${early}</script>\n    <script src="/home/config.js" defer>`,
            )
          if (!html.includes(`<script nomodule src="${languagePath(BELOW_FLOOR_SCRIPT, language)}"`))
            throw new Error(`static-routes: index.html's <script nomodule src="${BELOW_FLOOR_SCRIPT}"> was not found to name ${language}'s`)
          const pageDir = path.join(outDir, dir, page === '/' ? '' : page.slice(1))
          await mkdir(pageDir, { recursive: true })
          await writeFile(path.join(pageDir, 'index.html'), html)
        }
      }
    },
  }
}
