import { decodedMappings, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { SOURCE_LANGUAGE } from '../../src/words/languages.ts'
import { clientBuild } from './clientBuild.ts'

/** The captcha challenges' code (src/features/sms/captcha/): in no page's first load (npm run budget). */
export const CAPTCHA_PACKAGE = 'captcha (src/features/sms/captcha)'
const CAPTCHA_CODE = /[\\/]src[\\/]features[\\/]sms[\\/]captcha[\\/]/

/** The build's record of what each chunk carries (dist/.vite/chunk-report.json), for npm run budget. */
export const CHUNK_REPORT = '.vite/chunk-report.json'

export interface ChunkRecord {
  /** The npm packages its modules come from, and CAPTCHA_PACKAGE for the captcha's code. */
  packages: string[]
  /** Bytes of the emitted (minified) code per package or folder of ours (groupOf), from the chunk's source map. */
  bytes: Record<string, number>
  /** The same bytes gzipped group by group (bytesByGroup). */
  gzip: Record<string, number>
  /** The source language's word sections it carries (src/words/zh-CN/<section>.ts): another language's page preloads its own of them. */
  sections: string[]
}

const SOURCE_WORDS = new RegExp(`[\\\\/]src[\\\\/]words[\\\\/]${SOURCE_LANGUAGE}[\\\\/](\\w+)\\.ts$`)
/** The word section a module is, where it is the source language's (src/words/zh-CN/<section>.ts), else null. */
export function sourceSectionOf(id: string): string | null {
  return SOURCE_WORDS.exec(id)?.[1] ?? null
}

/** Code the source map ties to no source (the bundler's glue between modules). */
export const UNMAPPED = '(bundler glue)'

/** Where a source file belongs: its npm package, `src/features/<feature>`, `src/<folder>`, `src` (its top files), `routes`, or the bundler's own helpers. */
export function groupOf(source: string): string {
  // The innermost node_modules of the path names the package (the greedy `.*` finds the last one).
  const pkg = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source)
  if (pkg) return pkg[1]!.replace('\\', '/')
  const ours = /(?:^|[\\/])(src[\\/]features[\\/][^\\/]+|src[\\/][^\\/]+(?=[\\/])|routes)[\\/]/.exec(source)
  if (ours) return ours[1]!.replaceAll('\\', '/')
  // The app's entry (src/main.tsx) and the route tree (src/routeTree.gen.ts).
  if (/(?:^|[\\/])src[\\/][^\\/]+$/.test(source)) return 'src'
  return UNMAPPED
}

/**
 * Emitted bytes per group, and each group's bytes gzipped on their own (what they weigh as compressed code:
 * react-dom compresses worse than Chakra's recipes, so a chunk's gzip is shared out by these, not by raw bytes).
 * Each mapped segment runs to the next one on its line (minified code is one line or a few).
 */
export function bytesByGroup(code: string, map: SourceMapInput): { bytes: Record<string, number>; gzip: Record<string, number> } {
  const trace = new TraceMap(map)
  const groups = trace.sources.map((s) => groupOf(s ?? ''))
  const lines = code.split('\n')
  const texts = new Map<string, string[]>()
  const add = (group: string, text: string) => {
    if (!text) return
    const parts = texts.get(group)
    if (parts) parts.push(text)
    else texts.set(group, [text])
  }
  const mappings = decodedMappings(trace)
  lines.forEach((line, i) => {
    const segments = mappings[i] ?? []
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length) + (i < lines.length - 1 ? '\n' : ''))
    segments.forEach((segment, j) => {
      const text = line.slice(segment[0], segments[j + 1]?.[0] ?? line.length)
      add(segment.length > 1 ? groups[segment[1]!]! : UNMAPPED, text)
    })
  })
  const bytes: Record<string, number> = {}
  const gzip: Record<string, number> = {}
  for (const [group, parts] of texts) {
    const text = parts.join('')
    bytes[group] = Buffer.byteLength(text)
    gzip[group] = gzipSync(text, { level: 9 }).length
  }
  return { bytes, gzip }
}

/**
 * Writes, per emitted chunk, the npm packages its modules come from (framer-motion must be in no
 * entry's first load) and its bytes per package and folder of ours, so the budget can say where
 * a page's first load goes.
 */
export function chunkReport(): Plugin {
  let problem: string | null = null
  return {
    name: 'home:chunk-report',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkRecord> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const names = new Set<string>()
        const sections: string[] = []
        for (const id of chunk.moduleIds) {
          const section = sourceSectionOf(id)
          if (section) sections.push(section)
          const group = groupOf(id)
          if (id.includes('node_modules')) names.add(group)
          // Our own code that must load only when needed, recorded like a package.
          else if (CAPTCHA_CODE.test(id)) names.add(CAPTCHA_PACKAGE)
        }
        const sizes = chunk.map
          ? bytesByGroup(chunk.code, chunk.map as SourceMapInput)
          : { bytes: { [UNMAPPED]: Buffer.byteLength(chunk.code) }, gzip: { [UNMAPPED]: gzipSync(chunk.code, { level: 9 }).length } }
        report[chunk.fileName] = { packages: [...names].sort(), ...sizes, sections: sections.sort() }
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(report, null, 1) })

      const facades = new Set(Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.facadeModuleId ? [c.facadeModuleId] : [])))
      // src/app/onDemand.ts retries a dropped fetch by importing the file the failure names, which gives that
      // file's exports: the module's own only where it is its chunk's entry (else the import reads the chunk's names).
      const shared = [...this.getModuleIds()].filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 && !facades.has(id))
      problem =
        shared.length > 0
          ? `chunk-report: imported on demand but not the entry of a chunk of its own (a retry of its file would miss its exports): ${shared.join(', ')}`
          : null
    },
    // Said once the build has written its pages, so that this is the error the build ends with.
    closeBundle() {
      if (problem) throw new Error(problem)
    },
  }
}
