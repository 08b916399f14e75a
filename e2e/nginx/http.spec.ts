/**
 * deploy/nginx.conf as a browser and a CDN see it, over plain HTTP: every
 * route's own HTML, the not-found page with 404, Cache-Control per path, the
 * security headers, and the precompressed files sent as they are.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { documentTitle, PAGE_PATHS } from '../../src/domain/pages'
import { contentSecurityPolicyFor } from '../../scripts/build/csp'
import { EARLY_SCRIPT_RECORD, earlyScriptRecord } from '../../scripts/build/html'
import { LANGUAGES } from '../../src/words/languages'
import { APP_ENTRY } from '../hold'
import { test, expect } from './fixtures'

/** The app's entry chunk's file name in a build (e2e/hold.ts). */
function appEntry(home: string): string {
  const file = readdirSync(path.join(home, 'assets')).find((f) => APP_ENTRY.test(`/home/assets/${f}`) && f.endsWith('.js'))
  if (!file) throw new Error(`no app entry chunk in ${home}/assets`)
  return file
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/** One request with exactly these headers; the body as sent (not decompressed). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const buffer = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, text: buffer.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const pageUrl = (page: string) => `/home${page === '/' ? '/' : page}`

test.describe('nginx (deploy/nginx.conf) over HTTP', () => {
  test('every route answers 200 with its own HTML, with or without a query string, and no redirect', async ({ nginx }) => {
    for (const page of PAGE_PATHS) {
      for (const query of ['', '?t=pwd&jump_url=Review&code=123&state=x']) {
        const res = await get(`${nginx.origin}${pageUrl(page)}${query}`)
        expect(res.status, `${page}${query}`).toBe(200)
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(res.text).toContain(`<title>${documentTitle(page)}</title>`)
        expect(res.text).toContain(`data-shell="${pageUrl(page)}"`)
      }
    }
    const bare = await get(`${nginx.origin}/home?from=app`)
    expect(bare.status).toBe(301)
    expect(bare.headers.location).toMatch(/\/home\/\?from=app$/)
  })

  test('an unknown path answers 404 with the not-found page; so does the build metadata', async ({ nginx }) => {
    for (const url of ['/home/nope', '/home/login/extra', '/home/LOGIN', '/home/assets/missing-12345678.js', '/home/.vite/manifest.json']) {
      const res = await get(`${nginx.origin}${url}`)
      expect(res.status, url).toBe(404)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(res.text, url).toContain('<title>页面不存在 · 玩具产业平台</title>')
      expect(res.text, url).toContain('<h1 style="font-size:1.5rem">页面不存在</h1>')
      // Whoever reads it: each other language's words, in its own lang, leading to the sign-in in that language.
      expect(res.text, url).toContain('<a href="/home/login?lang=zh-CN" style="color:#c05621">返回登录</a>')
      expect(res.text, url).toContain('<p lang="en">Page not found · <a href="/home/login?lang=en"')
      expect(res.text, url).toContain('<p lang="zh-HK">找不到頁面 · <a href="/home/login?lang=zh-HK"')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    // Under a language's directory, in that language.
    for (const [url, title] of [
      ['/home/en/nope', 'Page not found · Toy Industry Platform'],
      ['/home/zh-HK/login/extra', '找不到頁面 · 玩具產業平台'],
    ]) {
      const res = await get(`${nginx.origin}${url}`)
      expect(res.status, url).toBe(404)
      expect(res.text, url).toContain(`<title>${title}</title>`)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  test('no source map is served: each chunk’s .map answers 404, even one uploaded by mistake (the maps stay in dist-maps/)', async ({
    nginx,
  }) => {
    const chunks = readdirSync(path.join(nginx.home, 'assets')).filter((f) => /\.js$/.test(f))
    expect(chunks.length).toBeGreaterThan(20)
    for (const chunk of chunks) {
      const res = await get(`${nginx.origin}/home/assets/${chunk}.map`)
      expect(res.status, chunk).toBe(404)
      const js = await get(`${nginx.origin}/home/assets/${chunk}`)
      expect(js.headers.sourcemap ?? js.headers['x-sourcemap'], chunk).toBeUndefined()
      expect(js.text.includes('sourceMappingURL'), chunk).toBe(false)
    }
    // A map uploaded by mistake beside a copy of its chunk, in a folder of this test's own (the other
    // tests list the served assets/ in parallel): present on disk, still not served.
    const upload = mkdtempSync(path.join(nginx.home, 'uploaded-'))
    const chunk = chunks[0]!
    try {
      chmodSync(upload, 0o755)
      copyFileSync(path.join(nginx.home, 'assets', chunk), path.join(upload, chunk))
      writeFileSync(path.join(upload, `${chunk}.map`), '{"version":3,"sources":["src/app/head.ts"],"mappings":""}')
      const folder = `/home/${path.basename(upload)}`
      expect((await get(`${nginx.origin}${folder}/${chunk}`)).status, 'the copied chunk is served').toBe(200)
      expect((await get(`${nginx.origin}${folder}/${chunk}.map`)).status, 'the map beside it').toBe(404)
    } finally {
      rmSync(upload, { recursive: true, force: true })
    }
  })

  test('Cache-Control: a year for hashed assets, no-cache for every HTML file, config.js and the unhashed files', async ({ nginx }) => {
    const assets = readdirSync(path.join(nginx.home, 'assets')).filter((f) => !/\.(gz|br)$/.test(f))
    expect(assets.length).toBeGreaterThan(10)
    for (const file of assets) {
      // Everything under assets/ carries a content hash in its name (Vite's).
      expect(file, 'a hashed name').toMatch(/-[\w-]{8}\.\w+$/)
      const res = await get(`${nginx.origin}/home/assets/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers['cache-control'], file).toBe(IMMUTABLE)
    }
    for (const page of PAGE_PATHS)
      expect((await get(`${nginx.origin}${pageUrl(page)}?t=pwd`)).headers['cache-control'], page).toBe('no-cache')
    for (const url of [
      '/home/config.js',
      '/home/favicon.svg',
      '/home/support-qr.svg',
      '/home/agreement/privacy.txt',
      '/home/seasonal/logo-2023.svg',
      '/home/below-floor.js',
      '/home/en/below-floor.js',
      '/home/zh-HK/below-floor.js',
    ]) {
      const res = await get(`${nginx.origin}${url}`)
      expect(res.status, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers.etag, `${url} revalidates`).toBeTruthy()
      const again = await get(`${nginx.origin}${url}`, { 'If-None-Match': String(res.headers.etag) })
      expect(again.status, `${url} unchanged → 304`).toBe(304)
    }
    // The back end's answers keep what the back end says (nginx adds no caching of its own).
    const api = await get(
      `${nginx.origin}/home/api/checkLogin`,
      { 'Content-Type': 'application/json' },
      'POST',
      '{"token":"","referrer_url":""}',
    )
    expect(api.status).toBe(200)
    expect(JSON.parse(api.text)).toMatchObject({ code: 0 })
    expect(api.headers['cache-control'] ?? '').not.toContain('immutable')
  })

  test('security headers on every answer; frame-ancestors allows the configured parent on /home/LoginIfarme only', async ({ nginx }) => {
    const policy = (header: string | string[] | undefined) => String(header ?? '')
    const expectHeaders = (res: Answer, what: string, ancestors: string) => {
      expect(res.headers['x-content-type-options'], what).toBe('nosniff')
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=()')
      // Every language's early script allowed, plus frame-ancestors (which a <meta> cannot carry); a page's <meta> allows its own.
      expect(policy(res.headers['content-security-policy']), what).toBe(`${CSP}; frame-ancestors ${ancestors}`)
    }
    // The policy allows the page's one inline script, the early script, by its hash.
    const early = readFileSync(path.resolve('dist', EARLY_SCRIPT_RECORD), 'utf8')
    const CSP = contentSecurityPolicyFor(...LANGUAGES.map(({ tag }) => readFileSync(path.resolve('dist', earlyScriptRecord(tag)), 'utf8')))
    const login = await get(`${nginx.origin}/home/login?t=pwd`)
    expect(login.text).toContain(`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyFor(early)}" />`)
    const english = readFileSync(path.resolve('dist', earlyScriptRecord('en')), 'utf8')
    expect((await get(`${nginx.origin}/home/en/login?t=pwd`)).text).toContain(`content="${contentSecurityPolicyFor(english)}"`)
    expect(login.text).toContain(`>${early}</script>`)
    expect([...login.text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toHaveLength(1)
    expectHeaders(login, '/home/login', "'none'")
    for (const url of ['/home/LoginIfarme', '/home/LoginIfarme/', '/home/LoginIfarme?jump_url=Review'])
      expectHeaders(await get(`${nginx.origin}${url}`), url, nginx.parent)
    const entry = appEntry(nginx.home)
    expectHeaders(await get(`${nginx.origin}/home/assets/${entry}`), 'an asset', "'none'")
    expectHeaders(await get(`${nginx.origin}/home/nope`), 'the 404 page', "'none'")
    expectHeaders(await get(`${nginx.origin}/home/LoginIfarme/nope`), 'a 404 under LoginIfarme', "'none'")
    expectHeaders(await get(`${nginx.origin}/home/en/nope`), 'a 404 in a language’s directory', "'none'")
    expectHeaders(await get(`${nginx.origin}/home/en/login?t=pwd`), 'a page in a language’s directory', "'none'")
    expectHeaders(
      await get(`${nginx.origin}/home/api/checkLogin`, { 'Content-Type': 'application/json' }, 'POST', '{}'),
      'an API answer',
      "'none'",
    )
    expect(login.headers.server).toBe('nginx')
  })

  test('precompressed files are sent as they are: gzip, brotli where the module is loaded, never a stale config.js', async ({ nginx }) => {
    const entry = appEntry(nginx.home)
    for (const file of ['login/index.html', 'index.html', `assets/${entry}`, 'agreement/privacy.txt']) {
      const url = `${nginx.origin}/home/${file.replace(/index\.html$/, '')}`
      const raw = readFileSync(path.join(nginx.home, file))
      const gz = await get(url, { 'Accept-Encoding': 'gzip' })
      expect(gz.headers['content-encoding'], file).toBe('gzip')
      expect(gz.headers.vary, file).toContain('Accept-Encoding')
      // Byte for byte the build's .gz (level 9): not compressed again by nginx on the way.
      expect(gz.body.equals(readFileSync(path.join(nginx.home, `${file}.gz`))), `${file}: the .gz file`).toBe(true)
      expect(gunzipSync(gz.body).equals(raw), file).toBe(true)
      if (nginx.brotli) {
        const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' })
        expect(br.headers['content-encoding'], file).toBe('br')
        expect(br.body.equals(readFileSync(path.join(nginx.home, `${file}.br`))), `${file}: the .br file`).toBe(true)
      }
      const plain = await get(url)
      expect(plain.headers['content-encoding'], file).toBeUndefined()
      expect(plain.body.equals(raw), file).toBe(true)
    }
    if (!nginx.brotli) test.info().annotations.push({ type: 'brotli', description: 'brotli_static module not installed: .br not checked' })
    // config.js is the environment's: no precompressed copy that could outlive a replacement.
    expect(existsSync(path.join(nginx.home, 'config.js.gz')) || existsSync(path.join(nginx.home, 'config.js.br'))).toBe(false)
    const config = await get(`${nginx.origin}/home/config.js`, { 'Accept-Encoding': 'gzip, br' })
    const sent = config.headers['content-encoding'] === 'gzip' ? gunzipSync(config.body) : config.body
    expect(sent.toString('utf8')).toBe(readFileSync(path.join(nginx.home, 'config.js'), 'utf8'))
    expect(sent.toString('utf8')).toContain('wx8f3c1d2e4b5a6978')
  })
})
