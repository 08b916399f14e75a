// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lazyChakraGlobalCss } from './chakra'

const require = createRequire(import.meta.url)
const systemJs = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js')

type Transform = (code: string, id: string) => string | null
const transform = lazyChakraGlobalCss().transform as unknown as Transform

describe('lazyChakraGlobalCss', () => {
  it("turns the installed Chakra's eager global CSS into a getter that computes it once, on first read", () => {
    const out = transform(readFileSync(systemJs, 'utf8'), systemJs)
    expect(out).not.toContain('const _global = [')
    expect(out).toContain('get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];')
    // The rewritten module still parses.
    expect(() => new Function(out!.replace(/^(import|export) .*$/gm, ''))).not.toThrow()
  })

  it('fails the build when a Chakra upgrade changed the code it rewrites', () => {
    expect(() => transform('export function createSystem() {}', systemJs)).toThrow(/no longer has the code/)
  })

  it('leaves every other module alone', () => {
    expect(transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/x/src/app/system.ts')).toBeNull()
  })
})
