/**
 * A field error report's stack mapped back to our source: each frame of the stack
 * (stacktrace-parser reads Chromium's, Firefox's and WebKit's formats) through the source map of
 * the file it names, for the report's release (scripts/build/release.ts keeps the maps in
 * dist-maps/<release>/, never served). Used by `npm run symbolicate` (./cli.ts) and by the demo
 * back end's /demo/errors page (e2e/server.ts, src/mocks/devServer.ts). The early script, inlined in
 * each page, has no map: its frames name the page and stay as they came.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { originalPositionFor, sourceContentFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping'
import { UAParser } from 'ua-parser-js'
import { parse } from 'stacktrace-parser'
import * as v from 'valibot'
import { ReceivedReport, type KeptReport } from '../../src/mocks/reports.ts'

/** Where the maps of each release are kept (outside dist/: never deployed). */
export const MAPS_ROOT = 'dist-maps'

/** The map of the script a frame names, or null when there is none. */
export type MapSource = (scriptUrl: URL) => Promise<SourceMapInput | null>

/** One line of the stack: mapped back when it names a script whose map is known. */
interface MappedLine {
  /** The line as the engine wrote it. */
  raw: string
  /** The frame in our source, when the line is a frame and its map was found. */
  original?: { source: string; line: number; column: number; name: string | null; code: string | null }
}

export interface Symbolicated {
  release: string
  /** Each line of the report's text, frames mapped where they can be. */
  lines: MappedLine[]
  /** Frames found, and how many were mapped. */
  frames: number
  mapped: number
  /** Why frames could not be mapped, said plainly (the release's maps missing, a script without a map). */
  problems: string[]
}

/** One report as the demo back end's page shows it (src/mocks/errors.ts): its engine read from the user agent, its stack mapped back. */
export interface ShownReport extends Symbolicated {
  report: KeptReport
  engine: string
}

/** A release id as scripts/build/release.ts writes it: nothing that could climb out of MAPS_ROOT. */
const RELEASE_ID = /^[\w-]{1,64}$/

/** The maps a build kept for `release`, read from `<root>/<release>/<the script's path under /home/>.map`. */
export function mapsOfRelease(release: string, root: string = MAPS_ROOT): { source: MapSource; missing: string | null } {
  const dir = path.resolve(root, release)
  if (!RELEASE_ID.test(release) || !existsSync(dir))
    return {
      source: () => Promise.resolve(null),
      missing: `no source maps for release ${JSON.stringify(release)}: ${path.join(root, release)}/ does not exist (maps are kept by \`npm run build\` on the machine that built that release)`,
    }
  return {
    missing: null,
    source: async (url) => {
      const under = url.pathname.replace(/^\/home\//, '')
      if (under.includes('..')) return null
      const file = path.join(dir, `${under}.map`)
      return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as SourceMapInput) : null
    },
  }
}

/** Maps the report's stack back to the source, frame by frame; never throws on a report it cannot read. */
export async function symbolicate(text: string, release: string, source: MapSource, missing: string | null = null): Promise<Symbolicated> {
  const maps = new Map<string, Promise<TraceMap | null>>()
  const problems = new Set<string>(missing ? [missing] : [])
  const mapFor = (file: string): Promise<TraceMap | null> => {
    const known = maps.get(file)
    if (known) return known
    const loading = (async () => {
      let url: URL
      try {
        url = new URL(file)
      } catch {
        return null
      }
      const map = await source(url).catch(() => null)
      if (!map) {
        if (!missing) problems.add(`no source map for ${url.pathname} in release ${release}`)
        return null
      }
      // Its sources are relative to the script (the map sits beside it): resolved, they read from the project's root.
      return new TraceMap(map, url.href)
    })()
    maps.set(file, loading)
    return loading
  }
  let frames = 0
  let mapped = 0
  const lines: MappedLine[] = []
  const calls: { index: number; callee: string | null }[] = []
  for (const raw of text.split('\n')) {
    const [frame] = parse(raw)
    if (!frame?.file || frame.lineNumber === null || frame.column === null || !/^https?:\/\//.test(frame.file)) {
      lines.push({ raw })
      // A frame of the engine's own (`at Array.map (<anonymous>)`): the frames on either side are not caller and callee.
      if (frame) calls.push({ index: -1, callee: null })
      continue
    }
    frames += 1
    const map = await mapFor(frame.file)
    // Engines count columns from 1; source maps from 0.
    const position = map ? originalPositionFor(map, { line: frame.lineNumber, column: Math.max(0, frame.column - 1) }) : null
    if (!map || !position?.source || position.line === null) {
      lines.push({ raw })
      // Its caller's name is not known: the frames on either side are not linked.
      calls.push({ index: -1, callee: null })
      continue
    }
    mapped += 1
    const content = sourceContentFor(map, position.source)
    lines.push({
      raw,
      original: {
        source: readableSource(position.source),
        line: position.line,
        column: position.column + 1,
        name: frame.methodName === '<unknown>' ? null : frame.methodName,
        code: content?.split('\n')[position.line - 1]?.trim() ?? null,
      },
    })
    calls.push({ index: lines.length - 1, callee: position.name })
  }
  // A frame's function is what its caller's line calls: the name the next frame's position maps to
  // (the map names the identifier at a position, the callee), else the engine's minified name.
  for (let i = 0; i + 1 < calls.length; i++) {
    const original = lines[calls[i]!.index]?.original
    const callee = calls[i + 1]!.callee
    if (original && callee) original.name = callee
  }
  return { release, lines, frames, mapped, problems: [...problems] }
}

/** A map's source path as a person reads it: from the project's root (`src/…`, `node_modules/…`). */
function readableSource(source: string): string {
  const at = source.search(/(^|\/)(src|routes|node_modules|scripts)\//)
  return at < 0 ? source : source.slice(at).replace(/^\//, '')
}

/** The report printed with its frames in our source, each with its source line below it. */
export function formatSymbolicated(result: Symbolicated): string {
  const out = result.lines.map(({ raw, original }) =>
    original
      ? `    at ${original.name ?? '<anonymous>'} (${original.source}:${original.line}:${original.column})${original.code ? `\n        ${original.code}` : ''}`
      : raw,
  )
  const summary = `${result.mapped} of ${result.frames} frames mapped (release ${result.release})`
  return [...out, '', summary, ...result.problems.map((p) => `! ${p}`)].join('\n')
}

const Input = v.union([ReceivedReport, v.array(ReceivedReport), v.object({ data: v.array(ReceivedReport) })])

/**
 * The reports in what was read: JSON of one, of a list, of a `{ data: [...] }` answer, or plain text.
 * Bare text takes `release` (the one given, else this checkout's build); a JSON report without a
 * release takes only one given, never this checkout's: mapped with another build's maps, it would mislead.
 */
export interface ReadReport {
  text: string
  /** Absent: the report names none and none was given. */
  release?: string | undefined
  userAgent?: string
}

export function reportsIn(input: string, given: string | null, thisBuild: string | null = null): ReadReport[] {
  let json: unknown
  try {
    json = JSON.parse(input)
  } catch {
    return [{ text: input, release: given ?? thisBuild ?? undefined }]
  }
  const parsed = v.safeParse(Input, json)
  if (!parsed.success) throw new Error('not a report: expected { text, release, userAgent }, a list of them, or the text itself')
  const reports = Array.isArray(parsed.output) ? parsed.output : 'data' in parsed.output ? parsed.output.data : [parsed.output]
  return reports.map((r) => ({ ...r, release: r.release || given || undefined }))
}

/**
 * The engine a user agent names, as ua-parser-js reads it (it knows QQ, UC, 360, Sogou and
 * WeChat, and gives Blink the Chromium version the floor is stated in):
 * `QQBrowser 14.9 · Blink 86.0.4240.99 · Android 10 · mobile`.
 */
export function engineOf(userAgent: string): string {
  const ua = new UAParser(userAgent).getResult()
  const named = (part: { name?: string; version?: string }) => [part.name, part.version].filter(Boolean).join(' ')
  return [named(ua.browser) || 'unknown browser', named(ua.engine), named(ua.os), ua.device.type ?? ''].filter(Boolean).join(' · ')
}

/** The reports a demo back end kept, each with its engine and its stack mapped by the maps `mapsFor` gives for its release. */
export async function showReports(
  reports: readonly KeptReport[],
  mapsFor: (release: string) => { source: MapSource; missing: string | null },
): Promise<ShownReport[]> {
  return Promise.all(
    reports.map(async (report) => {
      const maps = mapsFor(report.release)
      const result = await symbolicate(report.text, report.release || '(none)', maps.source, maps.missing)
      return { ...result, report, engine: report.userAgent ? engineOf(report.userAgent) : '（未注明）' }
    }),
  )
}
