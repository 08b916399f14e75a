/**
 * Bundle budget (npm test): the gzip size of the JavaScript that /home/login
 * loads first, measured from the production build's manifest: the entry, the
 * login route's chunk, the chunks the login card loads on first render (the
 * QR panel's stand-in), every static import of those, and config.js.
 * Fails above the budget; prints the figure.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const BUDGET_KB = 170
export const GOAL_KB = 140

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

/** Manifest keys loaded by the first render of /home/login (default mode: QR). */
export const LOGIN_FIRST_LOAD = ['index.html', 'routes/login.tsx?tsr-split=component', 'src/features/login/DemoQr.tsx']

export function firstLoadFiles(manifest: Record<string, ManifestChunk>, roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`budget: manifest has no ${key}`)
    files.push(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  roots.forEach(visit)
  return files
}

function main(): void {
  const dist = path.resolve('dist')
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const files = [...firstLoadFiles(manifest, LOGIN_FIRST_LOAD), 'config.js']
  let total = 0
  const rows = files.map((file) => {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
    total += size
    return { file, size }
  })
  rows.sort((a, b) => b.size - a.size)
  for (const r of rows.slice(0, Number(process.env.BUDGET_ROWS ?? 8))) console.log(`  ${(r.size / 1024).toFixed(1).padStart(6)} KB  ${r.file}`)
  const kb = total / 1024
  console.log(`/home/login first-load JS: ${kb.toFixed(1)} KB gzip in ${files.length} files (budget ${BUDGET_KB} KB, goal ${GOAL_KB} KB)`)
  if (kb > BUDGET_KB) {
    console.error(`budget: FAILED, ${(kb - BUDGET_KB).toFixed(1)} KB over`)
    process.exit(1)
  }
  console.log('budget: ok')
}

main()
