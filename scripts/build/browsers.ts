/**
 * The floor: the engines the page works in, from package.json's `browserslist` (one place; the
 * build's syntax target, the polyfills of the old engines' chunk and `npm run lint`'s
 * eslint-plugin-compat all read it). docs/browsers.md: The floor.
 */
import browserslist from 'browserslist'
import browserslistToEsbuild from 'browserslist-to-esbuild'

/** The floor as browserslist resolves it (every version of every browser named). */
export const FLOOR: string[] = browserslist(undefined, { path: process.cwd() })

/** The floor as esbuild names engines, exact: the old engines' chunk, which runs only on them, is lowered for it whole. */
export const FLOOR_TARGETS: string[] = browserslistToEsbuild()

/**
 * The floor as Vite's `build.target` (and Oxc, which lowers the syntax) names engines: `chrome91`,
 * `safari14` … Chromium-based engines below 91 are named 91: Oxc (as esbuild) rewrites every optional
 * chain for Chromium 80-90 because of one V8 bug, a spread argument that is not the last in an
 * optional call (crbug.com/42201552), which would cost every engine 1 KB of /home/login. The build
 * fails on that one pattern instead (scripts/build/legacy.ts), and what else Chromium 86-90 lacks
 * (`#x in`, top-level await, the RegExp `d` flag) Safari 14 lacks too, so it is lowered for both.
 */
export const BUILD_TARGETS: string[] = FLOOR_TARGETS.map((target) => {
  const m = /^(chrome|edge|opera)(\d+)$/.exec(target)
  if (!m) return target
  const floor = { chrome: 91, edge: 91, opera: 77 }[m[1] as 'chrome' | 'edge' | 'opera']
  return Number(m[2]) < floor ? `${m[1]}${floor}` : target
})
