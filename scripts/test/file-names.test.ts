// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The folders whose code and text may name a file of the project. */
const ROOTS = ['src', 'routes', 'scripts', 'e2e', 'bench', 'deploy', 'public', '.ci', 'docs']
const TOP_FILES = [
  'README.md',
  'index.html',
  'vite.config.ts',
  'vitest.setup.ts',
  'vitest.setup.node.ts',
  'eslint.config.js',
  'package.json',
]
const SKIP = /(^|\/)(node_modules|dist|\.ssr)(\/|$)|routeTree\.gen\.ts$/
const TEXT = /\.(ts|tsx|js|mjs|json|md|html|conf|sh|css)$|(^|\/)run$/

function files(dir: string): string[] {
  if (SKIP.test(dir) || !existsSync(dir)) return []
  if (!statSync(dir).isDirectory()) return TEXT.test(dir) ? [dir] : []
  return readdirSync(dir).flatMap((name) => files(path.join(dir, name)))
}

/** A path into the project, as code comments and the README write them: src/app/toaster.tsx, scripts/build/. */
const NAMED = /(?<![\w@./-])((?:src|routes|scripts|e2e|bench|deploy|public|docs)\/[\w./-]*[\w/])/g

describe('every file a comment or the README names exists', () => {
  it('names only files and folders that are there', () => {
    const missing: string[] = []
    for (const file of [...ROOTS.flatMap(files), ...TOP_FILES]) {
      const text = readFileSync(file, 'utf8')
      for (const [, named] of text.matchAll(NAMED)) {
        const target = named!.replace(/[.]+$/, '')
        // A glob or a pattern (src/**/*.test.ts, src/features/<feature>/) names no one file; a build's output is made by the build.
        if (/[*<>{]/.test(target) || /(^|\/)dist(\/|$)/.test(target)) continue
        if (!existsSync(target)) missing.push(`${file}: ${target}`)
      }
    }
    expect(missing).toEqual([])
  })
})
