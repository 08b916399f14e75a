/**
 * The old engines' chunk (docs/browsers.md: Which polyfills): dist/assets/legacy-<hash>.js, the core-js modules of
 * src/start/engine.ts's LEGACY_FEATURES rows and src/oldEngines/index.ts (the style lowering). The
 * early script loads it before the app only in an engine that fails a row's test, so a current
 * engine neither downloads nor runs a byte of it.
 *
 * Which polyfills: core-js's own usage detection (babel-plugin-polyfill-corejs3, `usage-global`,
 * for the floor of package.json's browserslist) reads every chunk the build wrote. It cannot know
 * a receiver's type (every `.map(` could be an iterator's), so it names more than the code needs:
 * a module it names passes when a row brings it, when what it adds is named nowhere in the bundle,
 * or when NOT_NEEDED says why; anything else fails the build, naming the module and its chunks.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { transformAsync } from '@babel/core'
import { build, type Plugin } from 'vite'
import { LEGACY_POLYFILLS } from '../../src/start/engine.ts'
import { FLOOR, FLOOR_TARGETS } from './browsers.ts'

/** Modules (or, ending in a dot, families) the detection names that the bundle does not need on the floor, and why. */
const NOT_NEEDED: Record<string, string> = {
  'es.array.push': 'a fix for arrays past 2^32 - 1 elements',
  'es.array.unshift': 'a fix for arrays past 2^32 - 1 elements',
  'es.array.includes': 'a fix for sparse arrays in engines below the floor',
  'es.error.cause': "an Error's `cause` option: the floor ignores it and nothing reads it back",
  'es.json.parse': "source text access (a reviver's third argument): nothing uses it",
  'es.json.stringify': 'well-formed JSON.stringify of lone surrogates',
  'es.regexp.flags': 'a fix of RegExp.prototype.flags in engines below the floor',
  'web.dom-exception.stack': "a DOMException's `stack`: only read into reports, which say when it is missing",
  'web.immediate': "setImmediate: React's scheduler uses it only where it exists (MessageChannel otherwise)",
  'web.url-search-params.': 'named for every URLSearchParams: size, and has/delete with a value, are used nowhere',
  'web.url.can-parse': 'URL.canParse: valibot calls it only where it exists (new URL otherwise)',
  'es.iterator.': 'iterator helpers, named for every `.map`, `.filter`…: called on arrays here, never on an iterator',
  'es.map.get-or-insert': 'named for every Map `.get`: getOrInsert is called nowhere',
  'es.weak-map.get-or-insert': 'named for every WeakMap `.get`: getOrInsert is called nowhere',
  'es.set.': "named for every `new Set`: none of 2024's Set methods is called",
  'es.array-buffer.': 'named for every ArrayBuffer: transfer and detached are used nowhere',
  'es.typed-array.': 'named for every typed array: none of their methods newer than the floor is called on one',
  'es.uint8-array.': 'named for every Uint8Array: base64 and hex are used nowhere',
}

/** A key covers its module, the module's `-computed` variant (core-js's name for the same method reached by a computed key) and, ending in a dot, a family. */
export const notNeeded = (module: string): string | undefined =>
  Object.entries(NOT_NEEDED).find(
    ([k]) => module === k || module.startsWith(`${k}-computed`) || (k.endsWith('.') && module.startsWith(k)),
  )?.[1]

/**
 * The method a module adds (`es.array.find-last` -> `findLast`): the detection names such a module
 * for any receiver, so it passes where the bundle never says that name.
 */
function methodName(module: string): string | null {
  const m = /^(?:es|web)\.[\w-]+\.([\w-]+?)(?:-alternative)?(?:\.v2)?$/.exec(module)
  return m ? m[1]!.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) : null
}

const rowModules = (): string[] => [
  ...new Set(
    Object.values(LEGACY_POLYFILLS)
      .flat()
      .filter((p) => p !== 'css'),
  ),
]

/**
 * What Chromium 80-90 cannot run although it parses it (crbug.com/42201552): an optional call with
 * a spread argument that is not the last, `a?.b(...x, y)`. The build keeps optional chains as they
 * are for the floor (scripts/build/browsers.ts), so it must not contain this one.
 */
function v8SpreadBug(found: string[]) {
  return {
    visitor: {
      OptionalCallExpression(path: { node: { arguments: Array<{ type: string }>; start?: number | null } }) {
        const args = path.node.arguments
        if (args.slice(0, -1).some((a) => a.type === 'SpreadElement'))
          found.push(`an optional call with a spread argument not last, at ${path.node.start}`)
      },
    },
  }
}

/** The core-js modules the detection names for `code` on the floor, and what of it the floor's Chromium cannot run. */
export async function detect(code: string): Promise<{ modules: string[]; syntax: string[] }> {
  const syntax: string[] = []
  const out = await transformAsync(code, {
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    compact: true,
    targets: FLOOR,
    plugins: [() => v8SpreadBug(syntax), ['babel-plugin-polyfill-corejs3', { method: 'usage-global', version: '3.51' }]],
  })
  return { modules: [...(out?.code ?? '').matchAll(/import"core-js\/modules\/([\w.-]+)\.js"/g)].map((m) => m[1]!), syntax }
}

/** Detected modules the chunk does not bring, with the files that name them (none: the build may go on). */
export function uncovered(detected: Map<string, string[]>, bundleText: string): string[] {
  const brought = new Set(rowModules())
  const problems: string[] = []
  for (const [module, files] of detected) {
    if (brought.has(module)) continue
    if (notNeeded(module)) continue
    const name = methodName(module)
    if (name && !new RegExp(`[.'"\`]${name}\\b`).test(bundleText)) continue
    problems.push(`${module} (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`)
  }
  return problems
}

async function buildLegacyChunk(modules: string[]): Promise<{ code: string; map: string | null }> {
  const ENTRY = '\0home-legacy-entry'
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: [{ find: '@', replacement: path.resolve('src') }] },
    plugins: [
      {
        name: 'home:legacy-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? `${modules.map((m) => `import 'core-js/modules/${m}.js'`).join('\n')}\nimport { startLegacy } from ${JSON.stringify(path.resolve('src/oldEngines/index.ts'))}\nstartLegacy()\n`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      // Its map goes with the app's (scripts/build/release.ts moves them out of dist/).
      sourcemap: 'hidden',
      // Chromium 86-90 runs this chunk: its own syntax target, not the app's (named 91 for one V8 bug).
      target: FLOOR_TARGETS,
      rolldownOptions: { input: ENTRY, output: { format: 'es', codeSplitting: false } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []))
  const chunks = outputs.filter((o) => o.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`legacy: the old engines' chunk built to ${chunks.length} chunks, not one`)
  const chunk = chunks[0]!
  return { code: chunk.code, map: chunk.map ? chunk.map.toString() : null }
}

/** Shared with the static routes (scripts/build/html.ts), which name the chunk to the early script. */
export interface LegacyChunk {
  file: string | null
}

export function legacyChunk(record: LegacyChunk): Plugin {
  return {
    name: 'home:legacy-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const detected = new Map<string, string[]>()
      const syntax: string[] = []
      let text = ''
      for (const file of Object.values(bundle)) {
        const code = file.type === 'chunk' ? file.code : file.fileName.endsWith('.js') ? String(file.source) : null
        if (code === null) continue
        text += code
        const found = await detect(code)
        for (const module of found.modules) detected.set(module, [...(detected.get(module) ?? []), file.fileName])
        syntax.push(...found.syntax.map((s) => `${file.fileName}: ${s}`))
      }
      if (syntax.length)
        throw new Error(`legacy: Chromium 80-90 cannot run this (crbug.com/42201552; scripts/build/browsers.ts):\n  ${syntax.join('\n  ')}`)
      const problems = uncovered(detected, text)
      if (problems.length)
        throw new Error(
          `legacy: the bundle may need polyfills the old engines' chunk does not bring on the floor (package.json browserslist):\n  ${problems.join('\n  ')}\n` +
            'Add a row to LEGACY_FEATURES (src/start/engine.ts) with its test and core-js modules, or say in NOT_NEEDED (scripts/build/legacy.ts) why the code never needs it.',
        )
      const { code, map } = await buildLegacyChunk(rowModules())
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      record.file = `assets/legacy-${hash}.js`
      this.emitFile({ type: 'asset', fileName: record.file, source: code })
      if (map) this.emitFile({ type: 'asset', fileName: `${record.file}.map`, source: map })
    },
  }
}
