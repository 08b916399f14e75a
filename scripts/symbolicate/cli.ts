/**
 * npm run symbolicate -- [file] [--release <id>] [--maps <dir>]
 *
 * Reads a field error report (from the file, or stdin when there is none or it is `-`): the JSON
 * the page sent (`{ text, release, userAgent }`, contract "Error report"), a list of them as a back
 * end stored them (`npm run serve:demo`'s GET /home/api/__demo/reports answer too), or the bare
 * text (then the release is --release, else this checkout's dist/release.json; a JSON report
 * without a release takes only --release). Prints each report's stack with
 * our source paths, lines, columns and names, from the maps of its release (dist-maps/<release>/),
 * and says plainly when they are missing. Exits 1 when a report had frames and none could be mapped.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { engineOf, formatSymbolicated, MAPS_ROOT, mapsOfRelease, reportsIn, symbolicate } from './symbolicate.ts'

function thisBuildsRelease(): string | null {
  const file = path.resolve('dist/release.json')
  if (!existsSync(file)) return null
  const parsed = v.safeParse(v.object({ release: v.string() }), JSON.parse(readFileSync(file, 'utf8')))
  return parsed.success ? parsed.output.release : null
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { release: { type: 'string' }, maps: { type: 'string', default: MAPS_ROOT } },
  })
  const file = positionals[0]
  const input = !file || file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8')
  const reports = reportsIn(input.trim(), values.release ?? null, thisBuildsRelease())
  let failed = false
  for (const [i, report] of reports.entries()) {
    if (reports.length > 1) console.log(`── report ${i + 1} of ${reports.length}`)
    if (!report.release) {
      console.log('! the report names no release and none was given (--release <id>): its stack cannot be mapped\n')
      console.log(report.text)
      failed = true
      continue
    }
    if (report.userAgent) console.log(`engine: ${engineOf(report.userAgent)}\nuser agent: ${report.userAgent}`)
    const maps = mapsOfRelease(report.release, values.maps)
    const result = await symbolicate(report.text, report.release, maps.source, maps.missing)
    console.log(`${formatSymbolicated(result)}\n`)
    if (result.frames > 0 && result.mapped === 0) failed = true
  }
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`symbolicate: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(2)
  },
)
