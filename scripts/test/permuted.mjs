#!/usr/bin/env node
/**
 * The Chromium end-to-end suite in a permuted file order, each test twice (`npm run test:permuted`,
 * after `npm run build`; SEED=<n> picks the order): green only if no test depends on another's order
 * or leftovers. Playwright has no shuffle and runs files in the order of their names, so each spec
 * is copied beside itself under a name that sorts by a seeded random rank, and only the copies run.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const DIR = 'e2e'
const PREFIX = 'permuted-'
const seed = Number(process.env.SEED ?? Date.now() % 100_000)

// mulberry32: a small seeded generator, so an order that fails can be run again by its seed.
let state = seed >>> 0
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

// Copies left by a run that was killed go first (the plain suite would run them too).
for (const f of readdirSync(DIR)) if (f.startsWith(PREFIX)) rmSync(path.join(DIR, f))
const specs = readdirSync(DIR).filter((f) => f.endsWith('.spec.ts'))
const ranked = specs.map((file) => ({ file, rank: random() })).sort((a, b) => a.rank - b.rank)
const copies = ranked.map(({ file }, i) => path.join(DIR, `${PREFIX}${String(i).padStart(2, '0')}-${file}`))
console.log(`seed ${seed}: ${ranked.map((r) => r.file).join(', ')}`)
const run = (() => {
  try {
    ranked.forEach(({ file }, i) => copyFileSync(path.join(DIR, file), copies[i]))
    return spawnSync('npx', ['playwright', 'test', '--repeat-each', '2', PREFIX, ...process.argv.slice(2)], { stdio: 'inherit' })
  } finally {
    for (const copy of copies) rmSync(copy, { force: true })
  }
})()
process.exit(run.status ?? 1)
