// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressDir, precompressible } from './compress'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function build(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'compress-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

describe('precompression (npm run build, last step)', () => {
  it('writes .gz and .br that decompress to the file, for text files only, never config.js or build metadata', () => {
    const page = '<!doctype html><title>登录</title>'.repeat(50)
    const root = build({
      'login/index.html': page,
      'assets/shell-abcdefgh.js': 'export const a = 1;'.repeat(100),
      'agreement/privacy.txt': '隐私政策',
      'config.js': 'window.__HOME_CONFIG__ = {}',
      'favicon.png': 'png',
      '.vite/manifest.json': '{}',
    })
    expect(precompressible(root).sort()).toEqual(['agreement/privacy.txt', 'assets/shell-abcdefgh.js', 'login/index.html'])
    const totals = compressDir(root)
    expect(totals.files).toBe(3)
    expect(gunzipSync(readFileSync(path.join(root, 'login/index.html.gz'))).toString()).toBe(page)
    expect(brotliDecompressSync(readFileSync(path.join(root, 'login/index.html.br'))).toString()).toBe(page)
    expect(totals.brotli).toBeLessThan(totals.bytes)
    for (const left of ['config.js.gz', 'config.js.br', 'favicon.png.gz', '.vite/manifest.json.gz'])
      expect(existsSync(path.join(root, left)), left).toBe(false)
  })
})
