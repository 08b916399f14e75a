/**
 * Last build step (npm run build, after the prerender has written each page's
 * shell): writes `<file>.gz` and `<file>.br` beside every text file of dist/,
 * so nginx (`gzip_static`, `brotli_static`: deploy/nginx.conf) and a CDN origin
 * send them as they are instead of compressing on every request.
 *
 * Node's own zlib rather than a Vite compression plugin: a plugin compresses
 * when Vite's bundle closes, before scripts/build/prerender.ts puts the shells into
 * the HTML, so the .gz of every page would be the page without its shell.
 *
 * Never config.js: it is the one file operators replace per environment, and a
 * .gz left beside it would keep serving the old settings.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text files worth compressing. */
export const PRECOMPRESSED = /\.(html|js|css|svg|txt|json)$/

/** Served as they are, never precompressed (relative to dist/). */
export const NEVER_PRECOMPRESSED = ['config.js']

/** The files of `dir` (relative paths) that get a .gz and a .br: text files, not in a dot folder, not config.js. */
export function precompressible(dir: string): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(path.join(dir, rel)).flatMap((name) => {
      const file = path.join(rel, name)
      if (name.startsWith('.')) return []
      if (statSync(path.join(dir, file)).isDirectory()) return walk(file)
      return PRECOMPRESSED.test(name) && !NEVER_PRECOMPRESSED.includes(file.split(path.sep).join('/')) ? [file] : []
    })
  return walk('')
}

export function compressDir(dir: string): { files: number; bytes: number; gzip: number; brotli: number } {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 }
  for (const file of precompressible(dir)) {
    const full = path.join(dir, file)
    const raw = readFileSync(full)
    const gz = gzipSync(raw, { level: 9 })
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    writeFileSync(`${full}.gz`, gz)
    writeFileSync(`${full}.br`, br)
    totals.files += 1
    totals.bytes += raw.length
    totals.gzip += gz.length
    totals.brotli += br.length
  }
  return totals
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t = compressDir(path.resolve('dist'))
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    `compress: .gz and .br beside ${t.files} files (${kb(t.bytes)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}); config.js left as it is`,
  )
}
