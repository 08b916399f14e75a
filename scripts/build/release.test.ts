// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { devOnlyPackages } from './devPackages'
import { release, releaseId, withReleaseMeta } from './release'

/** What package.json's devDependencies would say, cut down to what these tests need. */
const isDevOnly = devOnlyPackages({ devDependencies: { vite: '8.3.8' } })

const work = mkdtempSync(path.join(tmpdir(), 'release-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let n = 0
/** A small dist/ as vite build leaves it: a chunk with its hidden map, two pages, config.js. */
function distWith(chunk: string, sources: readonly string[] = []): { dist: string; maps: string } {
  const root = path.join(work, String(n++))
  const dist = path.join(root, 'dist')
  mkdirSync(path.join(dist, 'assets'), { recursive: true })
  mkdirSync(path.join(dist, 'login'), { recursive: true })
  writeFileSync(path.join(dist, 'assets', 'shell-abc.js'), chunk)
  writeFileSync(path.join(dist, 'assets', 'shell-abc.js.map'), JSON.stringify({ version: 3, sources, mappings: '' }))
  writeFileSync(path.join(dist, 'config.js'), 'window.__HOME_CONFIG__={}')
  for (const page of ['index.html', 'login/index.html'])
    writeFileSync(path.join(dist, page), '<!doctype html><html><head>\n    <meta charset="UTF-8" />\n    <title>x</title></head></html>')
  return { dist, maps: path.join(root, 'dist-maps') }
}

describe('the release (scripts/build/release.ts)', () => {
  it('is the code’s own: the same code gives the same id, other code another, config.js none', () => {
    const a = distWith('console.log(1)')
    const b = distWith('console.log(1)')
    const c = distWith('console.log(2)')
    expect(releaseId(a.dist)).toMatch(/^[0-9a-f]{12}$/)
    expect(releaseId(b.dist)).toBe(releaseId(a.dist))
    expect(releaseId(c.dist)).not.toBe(releaseId(a.dist))
    writeFileSync(path.join(b.dist, 'config.js'), 'window.__HOME_CONFIG__={"apiBase":"/x/"}')
    expect(releaseId(b.dist)).toBe(releaseId(a.dist))
  })

  it('moves every map out of dist/ to dist-maps/<release>/, names the release in release.json and every page', () => {
    const { dist, maps } = distWith('console.log(3)')
    const id = releaseId(dist)
    const r = release(dist, maps, isDevOnly)
    expect(r).toEqual({ release: id, maps: 1, pages: 2 })
    expect(existsSync(path.join(dist, 'assets', 'shell-abc.js.map'))).toBe(false)
    expect(existsSync(path.join(maps, id, 'assets', 'shell-abc.js.map'))).toBe(true)
    expect(JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8'))).toEqual({ release: id })
    for (const page of ['index.html', 'login/index.html'])
      expect(readFileSync(path.join(dist, page), 'utf8')).toContain(
        `<meta charset="UTF-8" />\n    <meta name="home-release" content="${id}" />`,
      )
  })

  it('run again on the same dist/, keeps the maps it kept', () => {
    const { dist, maps } = distWith('console.log(5)')
    const first = release(dist, maps, isDevOnly)
    expect(release(dist, maps, isDevOnly)).toEqual({ ...first, maps: 0 })
    expect(existsSync(path.join(maps, first.release, 'assets', 'shell-abc.js.map'))).toBe(true)
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8').match(/home-release/g)).toHaveLength(1)
  })

  it('fails the build when a file left in dist/ names a source map', () => {
    const { dist, maps } = distWith('console.log(4)\n//# sourceMappingURL=shell-abc.js.map')
    expect(() => release(dist, maps, isDevOnly)).toThrow(/name a source map[\s\S]*assets\/shell-abc\.js/)
  })

  it('fails the build when a map of the release names a development-only package, and again when run a second time', () => {
    const { dist, maps } = distWith('console.log(6)', [
      '../../src/features/forms/binding.ts',
      '../../node_modules/@tanstack/form-core/dist/esm/FormApi.js',
      '../../node_modules/@tanstack/devtools-event-client/dist/esm/plugin.js',
    ])
    const failure = /development-only packages ship[\s\S]*assets\/shell-abc\.js\.map: @tanstack\/devtools-event-client$/
    expect(() => release(dist, maps, isDevOnly)).toThrow(failure)
    expect(() => release(dist, maps, isDevOnly)).toThrow(failure)
  })

  it('passes a map whose packages are production ones', () => {
    const { dist, maps } = distWith('console.log(7)', ['../../node_modules/react/cjs/react.production.js', '../../src/main.tsx'])
    expect(release(dist, maps, isDevOnly).maps).toBe(1)
  })

  it('names the release once in a page, right after its charset', () => {
    const page = withReleaseMeta(withReleaseMeta('<head><meta charset="utf-8"><title>t</title>', 'aaa'), 'bbb')
    expect(page).toBe('<head><meta charset="utf-8">\n    <meta name="home-release" content="bbb" /><title>t</title>')
  })
})
