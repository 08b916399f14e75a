/**
 * The floor: the engines the page works in, from package.json's `browserslist` (one place; the
 * build's syntax target, the polyfills of the old engines' chunk and `npm run lint`'s
 * eslint-plugin-compat all read it). README: Browsers.
 */
import browserslist from 'browserslist'
import browserslistToEsbuild from 'browserslist-to-esbuild'

/** The floor as browserslist resolves it (every version of every browser named). */
export const FLOOR: string[] = browserslist(undefined, { path: process.cwd() })

/** The floor as Vite's `build.target` (and Oxc, which lowers the syntax) names engines: `chrome86`, `safari14` … */
export const BUILD_TARGETS: string[] = browserslistToEsbuild()

/** The floor's oldest version of each engine core-js knows, as core-js-compat takes targets. */
export function floorTargets(): Record<string, string> {
  const oldest: Record<string, string> = {}
  for (const entry of FLOOR) {
    const [name, range] = entry.split(' ') as [string, string]
    const version = range.split('-')[0]!
    if (!(name in oldest) || Number.parseFloat(version) < Number.parseFloat(oldest[name]!)) oldest[name] = version
  }
  return oldest
}
