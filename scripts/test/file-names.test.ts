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
/** Code whose comments may point at a section of a doc: the roots' code and the configuration beside package.json. */
const CODE = /\.(ts|tsx|js|mjs|cjs|jsonc|conf|sh|css|html)$|(^|\/)run$/

function files(dir: string): string[] {
  if (SKIP.test(dir) || !existsSync(dir)) return []
  if (!statSync(dir).isDirectory()) return TEXT.test(dir) ? [dir] : []
  return readdirSync(dir).flatMap((name) => files(path.join(dir, name)))
}

/** A path into the project, as code comments and the README write them: src/app/toaster.tsx, scripts/build/. */
const NAMED = /(?<![\w@./-])((?:src|routes|scripts|e2e|bench|deploy|public|docs)\/[\w./-]*[\w/])/g

/** The markdown the reader browses: the README and one doc per topic. */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** A markdown link or image, [text](target) or ![alt](target), outside code spans. */
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g

/**
 * A comment naming a section of a doc, as the code writes it: `docs/browsers.md: The floor`,
 * `docs/field-reports.md, "Field error reports"`, `docs/demo-backend.md ("Demo phones")`, `README: Map`. Quoted, the
 * section may run over a comment's line break; unquoted, it starts with a capital and runs to the next `)`, `.`, `,`,
 * `;` or the line's end.
 */
const SECTION_REF = /(docs\/[\w-]+\.md|README(?:\.md)?)(?:[,:] | \(| (?=["“]))(?:["“]([^"”]{1,120})["”]|([A-Z][^).,;\n]*))/g

/** GitHub's anchor for a heading: lowercase, punctuation dropped (letters of any script, digits, _ and - kept), spaces to '-'. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a markdown file has: its headings' slugs, a repeated one numbered as GitHub does (-1, -2). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  // Fenced code is not markdown: a `# comment` in a shell block is no heading.
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = slug(heading!)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    out.add(n === 0 ? base : `${base}-${n}`)
  }
  return out
}

/** What is wrong with one link of `from` (null: nothing). */
function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return null // http(s):, mailto: and the like: not ours to check.
  const [file = '', anchor] = target.split('#', 2)
  const resolved = file === '' ? from : path.join(path.dirname(from), decodeURIComponent(file))
  if (!existsSync(resolved)) return `${from}: ${target} (no ${resolved})`
  if (anchor === undefined) return null
  if (!resolved.endsWith('.md')) return `${from}: ${target} (an anchor into a file that is not markdown)`
  return anchors(resolved).has(anchor) ? null : `${from}: ${target} (no heading #${anchor} in ${resolved})`
}

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

  it('links, in the README and docs/, only to files and headings that are there', () => {
    expect(DOCS).toContain('docs/testing.md')
    const broken: string[] = []
    for (const file of DOCS) {
      // Code spans and fenced blocks show markdown, they do not link.
      const text = readFileSync(file, 'utf8')
        .replace(/^```[\s\S]*?^```/gm, '')
        .replace(/`[^`\n]*`/g, '')
      for (const [, target] of text.matchAll(LINK)) {
        const problem = brokenLink(file, target!)
        if (problem) broken.push(problem)
      }
    }
    expect(broken).toEqual([])
  })

  it('points a comment at a section only where the doc has that heading', () => {
    const code = [...ROOTS.flatMap(files), ...readdirSync('.').filter((name) => statSync(name).isFile())].filter((f) => CODE.test(f))
    const wrong: string[] = []
    let seen = 0
    for (const file of code) {
      for (const [, named, quoted, plain] of readFileSync(file, 'utf8').matchAll(SECTION_REF)) {
        seen++
        const section = (quoted ?? plain!).replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ').trim()
        const doc = named === 'README' ? 'README.md' : named!
        if (!existsSync(doc)) wrong.push(`${file}: ${doc} (no such doc)`)
        else if (!anchors(doc).has(slug(section))) wrong.push(`${file}: ${doc}, "${section}" (no such heading)`)
      }
    }
    // The code does point at sections (src/start/early.ts, scripts/build/legacy.ts, …): a pattern that finds none is broken.
    expect(seen).toBeGreaterThan(10)
    expect(wrong).toEqual([])
  })

  it('slugs headings as GitHub does', () => {
    expect(slug('Start-up: one plan, one picture')).toBe('start-up-one-plan-one-picture')
    expect(slug('The hand-over: what goes through the store, and what cannot')).toBe(
      'the-hand-over-what-goes-through-the-store-and-what-cannot',
    )
    expect(slug('What `npm test` runs')).toBe('what-npm-test-runs')
    expect(slug('Sign-in inside WeChat (微信一键登录)')).toBe('sign-in-inside-wechat-微信一键登录')
    expect(slug('The /demo/ pages')).toBe('the-demo-pages')
  })
})
