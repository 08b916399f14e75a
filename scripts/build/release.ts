/**
 * Build step after the prerender, before compression (npm run build): names the release and keeps
 * its source maps out of what is deployed.
 * - The release id is the build's own: a hash of the code a stack can point into (every .js and
 *   .css of dist/ but config.js, and the early script the pages inline), so the same sources give
 *   the same id on any machine, and any change of code a new one.
 * - Vite writes `hidden` maps (no sourceMappingURL in any file); they move to
 *   dist-maps/<release>/ (the same paths), where `npm run symbolicate` and the demo's /demo/errors
 *   read them. dist/ names none and serves none.
 * - dist/release.json and `<meta name="home-release">` in every page say the release; the app
 *   sends it with every error report (src/api/reportError.ts).
 * - The release's maps name no development-only package (./devPackages.ts): what they map is what ships.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RELEASE_META } from '../../src/start/protocol.ts'
import { MAPS_ROOT } from '../symbolicate/symbolicate.ts'
import { devOnlyPackages, devPackagesIn } from './devPackages.ts'

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesOf(dir: string): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(path.join(dir, rel)).flatMap((name) => {
      const file = rel ? `${rel}/${name}` : name
      return statSync(path.join(dir, file)).isDirectory() ? walk(file) : [file]
    })
  return walk('').sort()
}

/** The files whose content makes the release: code a stack can name (not config.js: it is the environment's). */
export const releaseInputs = (files: readonly string[]): string[] => files.filter((f) => /\.(js|css)$/.test(f) && f !== 'config.js')

/** The release id of a build: 12 hex digits of a SHA-256 over its code files' paths and contents. */
export function releaseId(dist: string): string {
  const hash = createHash('sha256')
  for (const file of releaseInputs(filesOf(dist))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dist, file)))
      .update('\0')
  }
  return hash.digest('hex').slice(0, 12)
}

/** The page with the release named in its <head> (right after the charset, which must come first). */
export function withReleaseMeta(html: string, release: string): string {
  const meta = `<meta name="${RELEASE_META}" content="${release}" />`
  if (html.includes(`name="${RELEASE_META}"`)) return html.replace(new RegExp(`<meta name="${RELEASE_META}" content="[^"]*" />`), meta)
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('release: a page without <meta charset>')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
}

export interface Release {
  release: string
  maps: number
  pages: number
}

/**
 * Names the release of `dist`, moves its maps to `<mapsRoot>/<release>/`, and fails if anything left in dist/ names a map
 * or if a map of the release names a package `isDevOnly` says only development needs.
 */
export function release(dist: string, mapsRoot: string, isDevOnly: (name: string) => boolean): Release {
  const files = filesOf(dist)
  const id = releaseId(dist)
  const target = path.join(mapsRoot, id)
  const maps = files.filter((f) => f.endsWith('.map'))
  // A fresh build's maps replace what an earlier build of the same code left; run again on this dist/, there are none to move and the kept ones stay.
  if (maps.length) rmSync(target, { recursive: true, force: true })
  for (const map of maps) {
    mkdirSync(path.dirname(path.join(target, map)), { recursive: true })
    renameSync(path.join(dist, map), path.join(target, map))
  }
  const pages = files.filter((f) => f.endsWith('.html'))
  for (const page of pages) {
    const file = path.join(dist, page)
    writeFileSync(file, withReleaseMeta(readFileSync(file, 'utf8'), id))
  }
  writeFileSync(path.join(dist, 'release.json'), `${JSON.stringify({ release: id }, null, 2)}\n`)
  const naming = filesOf(dist).filter(
    (f) => /\.(js|css|html)$/.test(f) && readFileSync(path.join(dist, f), 'utf8').includes('sourceMappingURL'),
  )
  if (naming.length) throw new Error(`release: these files name a source map, which is never deployed:\n  ${naming.join('\n  ')}`)
  // Every map of the release, not only those moved now: a second run after a failed one checks them again.
  const kept = Object.fromEntries(
    (existsSync(target) ? filesOf(target) : [])
      .filter((f) => f.endsWith('.map'))
      .map((f) => [f, JSON.parse(readFileSync(path.join(target, f), 'utf8')) as { sources?: string[] }]),
  )
  const dev = Object.entries(devPackagesIn(kept, isDevOnly))
  if (dev.length)
    throw new Error(
      `release: development-only packages ship in these chunks (scripts/build/devPackages.ts):\n  ${dev.map(([f, p]) => `${f}: ${p.join(', ')}`).join('\n  ')}`,
    )
  return { release: id, maps: maps.length, pages: pages.length }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = release(path.resolve('dist'), path.resolve(MAPS_ROOT), devOnlyPackages(JSON.parse(readFileSync('package.json', 'utf8'))))
  console.log(
    `release: ${r.release} (dist/release.json, <meta name="${RELEASE_META}"> in ${r.pages} pages); ${r.maps} source maps kept in ${MAPS_ROOT}/${r.release}/, none in dist/`,
  )
}
