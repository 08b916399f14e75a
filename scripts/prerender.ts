/**
 * Build step after `vite build` (npm run build): prerenders every route's
 * static shell into its HTML (dist/<route>/index.html), Emotion styles
 * included, so the card paints before any JavaScript runs. The shell is inert
 * until src/main.tsx hydrates it (on its own path with no search params) or
 * renders over it (anything else: the guard went elsewhere, search params
 * change what shows). A route that touches `window`, `document` or storage while
 * rendering fails the build: that is the house rule that keeps this possible.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { PAGE_PATHS } from '../src/app/pages.ts'

const ROOT = '<div id="root"></div>'

async function main(): Promise<void> {
  const outDir = path.resolve('.ssr')
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  })
  const { renderRoute } = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as typeof import('../src/prerender')
  let bytes = 0
  for (const page of PAGE_PATHS) {
    const file = path.resolve('dist', page === '/' ? '' : page.slice(1), 'index.html')
    const template = await readFile(file, 'utf8')
    if (!template.includes(ROOT)) throw new Error(`prerender: ${file} has no empty ${ROOT}`)
    const route = `/home${page === '/' ? '/' : page}`
    let shell: string
    try {
      shell = await renderRoute(route)
    } catch (e) {
      throw new Error(`prerender: ${page} cannot render at build time: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
    }
    // The router's scroll-restoration snippet is for server rendering with hydration; the client
    // restores scroll itself, and the Content-Security-Policy allows no inline script.
    shell = shell.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // React's preload hints for images belong in a <head> it does not have here; the client
    // does not render them, so they would not match.
    shell = shell.replace(/<link rel="preload"[^>]*\/>/g, '')
    if (/<script\b/i.test(shell)) throw new Error(`prerender: ${page} renders a script`)
    bytes += shell.length
    await writeFile(file, template.replace(ROOT, `<div id="root" data-shell="${route}" inert>${shell}</div>`))
  }
  await rm(outDir, { recursive: true, force: true })
  console.log(`prerender: ${PAGE_PATHS.length} route shells (${(bytes / 1024).toFixed(0)} KB of HTML and styles before compression)`)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
