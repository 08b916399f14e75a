// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { USER_AGENTS } from '../../src/test/userAgents'
import { engineOf, formatSymbolicated, mapsOfRelease, reportsIn, symbolicate, type MapSource } from './symbolicate'

const work = mkdtempSync(path.join(tmpdir(), 'symbolicate-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A tiny module whose error is thrown on a known line, built and minified as the app is, with its map. */
async function tinyBundle(): Promise<{ code: string; map: string; throwLine: number }> {
  const source = [
    'export function checkout(items: number[]): number {',
    '  const total = items.reduce((sum, n) => sum + n, 0)',
    "  if (total > 10) throw new TypeError('total over ten: ' + total)",
    '  return total',
    '}',
    'export function run(): number {',
    '  return checkout([4, 5, 6])',
    '}',
  ].join('\n')
  const entry = path.join(work, 'src', 'features', 'cart', 'checkout.ts')
  mkdirSync(path.dirname(entry), { recursive: true })
  writeFileSync(entry, source)
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: 'hidden',
      lib: { entry, formats: ['iife'], name: 'tiny', fileName: () => 'tiny.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []))
  const chunk = outputs.find((o) => o.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk' || !chunk.map) throw new Error('the tiny bundle built without a map')
  return { code: chunk.code, map: chunk.map.toString(), throwLine: 3 }
}

/** The stack the tiny bundle throws when run as a page's script at `url`. */
function stackOf(code: string, url: string): string {
  const context = vm.createContext({})
  vm.runInContext(code, context, { filename: url })
  try {
    vm.runInContext('tiny.run()', context)
  } catch (e) {
    return (e as Error).stack ?? ''
  }
  throw new Error('the tiny bundle did not throw')
}

describe('symbolicate (scripts/symbolicate/symbolicate.ts)', () => {
  it('maps a minified stack back to the source file, line and code that threw', async () => {
    const { code, map, throwLine } = await tinyBundle()
    expect(code).not.toContain('sourceMappingURL')
    const url = 'https://toys.example/home/assets/tiny-0a1b2c3d.js'
    const stack = stackOf(code, url)
    // Minified: the whole bundle is on one or two lines, nothing of the source's names or lines.
    expect(stack).toContain(`${url}:`)
    const source: MapSource = (script) => Promise.resolve(script.href === url ? (JSON.parse(map) as never) : null)
    const result = await symbolicate(`[error] /home/login\n${stack}`, 'r1', source)
    const first = result.lines.find((l) => l.original)?.original
    expect(first?.source).toMatch(/src\/features\/cart\/checkout\.ts$/)
    expect(first?.line).toBe(throwLine)
    expect(first?.code).toContain("throw new TypeError('total over ten: '")
    expect(result.mapped).toBe(result.frames)
    expect(formatSymbolicated(result)).toMatch(/at \S+ \((\S*\/)?src\/features\/cart\/checkout\.ts:3:\d+\)/)
  })

  it('reads the maps a build kept for the release, and says plainly when that release has none', async () => {
    const { code, map } = await tinyBundle()
    const root = path.join(work, 'dist-maps')
    mkdirSync(path.join(root, 'abc123def456', 'assets'), { recursive: true })
    writeFileSync(path.join(root, 'abc123def456', 'assets', 'tiny-0a1b2c3d.js.map'), map)
    const stack = stackOf(code, 'https://toys.example/home/assets/tiny-0a1b2c3d.js')

    const kept = mapsOfRelease('abc123def456', root)
    expect(kept.missing).toBeNull()
    const found = await symbolicate(stack, 'abc123def456', kept.source, kept.missing)
    expect(found.mapped).toBeGreaterThan(0)

    const gone = mapsOfRelease('ffffffffffff', root)
    const missing = await symbolicate(stack, 'ffffffffffff', gone.source, gone.missing)
    expect(missing.mapped).toBe(0)
    expect(missing.problems.join('\n')).toContain('no source maps for release "ffffffffffff"')
    // A release id that could climb out of the maps' folder is no release.
    for (const climbing of ['../../etc', '..', '.'])
      expect(mapsOfRelease(climbing, root).missing, climbing).toContain('no source maps for release')
  })

  it('reads the stacks of Firefox and WebKit (name@url:line:column) as well as Chromium’s', async () => {
    const { code, map } = await tinyBundle()
    const url = 'https://toys.example/home/assets/tiny-0a1b2c3d.js'
    const chromium = stackOf(code, url)
    const [, line, column] = /:(\d+):(\d+)\)?\n/.exec(chromium) ?? []
    const gecko = `TypeError: total over ten: 15\ncheckout@${url}:${line}:${column}\n@${url}:1:1`
    const source: MapSource = () => Promise.resolve(JSON.parse(map) as never)
    const result = await symbolicate(gecko, 'r1', source)
    expect(result.lines[1]?.original?.line).toBe(3)
  })
})

describe('frame names', () => {
  it('a frame of the engine’s own between two of ours breaks the caller–callee link, so no name is borrowed across it', async () => {
    const map = {
      version: 3,
      sources: ['a.ts'],
      names: ['outer', 'inner'],
      // Line 1, column 0 → a.ts 1:0 named `outer`; column 10 → 5:0 named `inner`.
      mappings: 'AAAAA,UAIAC',
    }
    const source: MapSource = () => Promise.resolve(map as never)
    const url = 'https://toys.example/home/assets/a.js'
    const linked = await symbolicate(`E: x\n    at q (${url}:1:1)\n    at r (${url}:1:11)`, 'r1', source)
    expect(linked.lines[1]!.original!.name).toBe('inner')
    const broken = await symbolicate(`E: x\n    at q (${url}:1:1)\n    at Array.map (<anonymous>)\n    at r (${url}:1:11)`, 'r1', source)
    expect(broken.lines[1]!.original!.name).toBe('q')
  })
})

describe('what a report says', () => {
  it('names the browser, its engine with the version and the system, read by ua-parser-js', () => {
    expect(engineOf(USER_AGENTS.qqAndroid)).toMatch(/^QQBrowser 14\.9 · Blink 109[\d.]* · Android/)
    expect(engineOf(USER_AGENTS.wechatIphone)).toMatch(/^WeChat 8\.0[\d.]* · WebKit [\d.]+ · iOS 17\.2 · mobile$/)
  })

  it('takes a report as the page sent it, a list as a back end stored it, the demo’s answer, or the bare text', () => {
    const one = { text: 'TypeError: x', release: 'a1', userAgent: 'UA' }
    expect(reportsIn(JSON.stringify(one), null)).toEqual([one])
    expect(reportsIn(JSON.stringify([one, { text: 'y' }]), 'b2').map((r) => r.release)).toEqual(['a1', 'b2'])
    // This checkout's build is for bare text only: a stored report without a release is not mapped with another build's maps.
    expect(reportsIn(JSON.stringify({ text: 'y', release: '' }), null, 'd4')[0]!.release).toBeUndefined()
    expect(reportsIn('TypeError: y', null, 'd4')[0]!.release).toBe('d4')
    expect(reportsIn(JSON.stringify({ code: 0, msg: '', data: [one] }), null)).toEqual([one])
    expect(reportsIn('TypeError: x\n    at y (https://a/home/assets/s.js:1:2)', 'c3')).toEqual([
      { text: 'TypeError: x\n    at y (https://a/home/assets/s.js:1:2)', release: 'c3' },
    ])
    expect(() => reportsIn('{"nope":1}', null)).toThrow(/not a report/)
  })

  it('the CLI is what package.json runs', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts.symbolicate).toBe('tsx scripts/symbolicate/cli.ts')
  })
})
