/**
 * Build step after `vite build` (npm run build): prerenders every variant of
 * every route's static shell (src/start/shells.ts) into its HTML
 * (dist/<route>/index.html), Emotion styles included, so the card paints
 * before any JavaScript runs. The early script (src/start/early.ts) keeps
 * the variant of the URL and device at first paint; src/main.tsx hydrates it
 * (or renders over it where none fits: the guard went elsewhere, a scan result).
 * A route that touches `window`, `document` or storage while rendering fails the
 * build: that is the house rule that keeps this possible.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { NOT_FOUND_PAGE, PAGE_PATHS } from '../../src/domain/pages.ts'
import { LANGUAGES, SOURCE_LANGUAGE } from '../../src/words/languages.ts'
import { SHELL } from '../../src/start/protocol.ts'
import { BELOW_FLOOR_FILE, belowFloorScript } from './belowFloor.ts'

const ROOT = `<div id="${SHELL.rootId}"></div>`


/**
 * dist/404.html (and each language's in its directory) from a route's page before its shell is in (`routePage`): the same <head> (CSP, referrer policy, icon) without the
 * app's scripts, its title, and the not-found screen's static markup. It asks for no
 * JavaScript: nothing on it needs the app, and a path the router does not know would only
 * render the same screen again.
 */
export function notFoundPage(routePage: string, { markup, title }: { markup: string; title: string }): string {
  const page = routePage
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(new RegExp(`\\s*<div\\s+id="${SHELL.statusId}"[\\s\\S]*?<\\/div>`), '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(ROOT, () => `<div id="${SHELL.rootId}">${markup}</div>`)
  if (/<script\b|modulepreload/.test(page) || page.includes(SHELL.route) || !page.includes(markup))
    throw new Error('prerender: 404.html kept an app script or lost its markup')
  return page
}

async function main(): Promise<void> {
  const outDir = path.resolve('.ssr')
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  })
  const { renderPage, renderNotFound, pageWordsIn, belowFloorWordsIn } = (await import(
    pathToFileURL(path.join(outDir, 'prerender.js')).href
  )) as typeof import('../../src/prerender')
  let bytes = 0
  let variants = 0
  // The source language's pages where the routes are; each other language's in its directory (src/words/languages.ts),
  // which the early script goes to for its readers: a zh-CN reader's page carries no other language.
  for (const { tag, dir } of LANGUAGES)
    for (const page of PAGE_PATHS) {
      const file = path.resolve('dist', dir, page === '/' ? '' : page.slice(1), 'index.html')
      const written = await readFile(file, 'utf8')
      // Another language's page spells its own title and <noscript>.
      const words = tag === SOURCE_LANGUAGE ? null : await pageWordsIn(page, tag)
      const template = words
        ? written
            .replace(/<title>[^<]*<\/title>/, () => `<title>${words.title}</title>`)
            .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${words.noScript}</noscript>`)
        : written
      if (!template.includes(ROOT)) throw new Error(`prerender: ${file} has no empty ${ROOT}`)
      // Each language's not-found page in its directory (deploy/nginx.conf answers a path there with it) and its below-floor message.
      if (page === '/') {
        await writeFile(path.resolve('dist', dir, NOT_FOUND_PAGE), notFoundPage(template, await renderNotFound(tag)))
        await writeFile(path.resolve('dist', dir, BELOW_FLOOR_FILE), belowFloorScript(await belowFloorWordsIn(tag)))
      }
      const route = `/home${page === '/' ? '/' : page}`
      let rendered: Awaited<ReturnType<typeof renderPage>>
      try {
        rendered = await renderPage(page, tag)
      } catch (e) {
        throw new Error(`prerender: ${page} cannot render at build time: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
      const shells = rendered.map(({ variant, markup }) => {
        // The router's scroll-restoration snippet is for server rendering with hydration; the client
        // restores scroll itself, and the Content-Security-Policy allows no inline script.
        let shell = markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        // React's preload hints for images belong in a <head> it does not have here; the client
        // does not render them, so they would not match.
        shell = shell.replace(/<link rel="preload"[^>]*\/>/g, '')
        if (/<script\b/i.test(shell)) throw new Error(`prerender: ${page} renders a script`)
        return `<div ${SHELL.variant}="${variant}">${shell}</div>`
      })
      const styles = rendered.map((r) => r.styles).join('')
      bytes += styles.length + shells.join('').length
      variants += shells.length
      // Every variant of the route (the default first), its styles in <head>: src/start/early.ts keeps the one this URL and device show.
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(
        file,
        template
          .replace('</head>', () => `${styles}\n  </head>`)
          .replace(ROOT, () => `<div id="${SHELL.rootId}" ${SHELL.route}="${route}">${shells.join('')}</div>`),
      )
    }
  await rm(outDir, { recursive: true, force: true })
  console.log(
    `prerender: ${PAGE_PATHS.length} routes in ${LANGUAGES.length} languages, ${variants} shells (${(bytes / 1024).toFixed(0)} KB of HTML and styles before compression)`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
