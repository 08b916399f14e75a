// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { arkPartsAsNamespaces, lazyChakraGlobalCss, pureAnatomies } from './chakra'

const require = createRequire(import.meta.url)
const systemJs = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js')

type Transform = (code: string, id: string) => { code: string; map: null } | null
const transform = lazyChakraGlobalCss().transform as unknown as Transform

describe('lazyChakraGlobalCss', () => {
  it("turns the installed Chakra's eager global CSS into a getter that computes it once, on first read", () => {
    const code = readFileSync(systemJs, 'utf8')
    const out = transform(code, systemJs)!.code
    expect(out).not.toContain('const _global = [')
    expect(out).toContain('get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },')
    // Line for line the module's: its source map (kept, map: null) still points into it.
    expect(out.split('\n')).toHaveLength(code.split('\n').length)
    // The rewritten module still parses.
    expect(() => new Function(out.replace(/^(import|export) .*$/gm, ''))).not.toThrow()
  })

  it('fails the build when a Chakra upgrade changed the code it rewrites', () => {
    expect(() => transform('export function createSystem() {}', systemJs)).toThrow(/no longer has the code/)
  })

  it('leaves every other module alone', () => {
    expect(transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/x/src/app/system.ts')).toBeNull()
  })
})

describe('pureAnatomies', () => {
  const anatomyJs = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/anatomy.js')
  const pure = pureAnatomies().transform as unknown as (code: string, id: string) => { code: string } | null

  it('marks every anatomy the installed Chakra derives at module level as pure, so unused ones drop out', () => {
    const source = readFileSync(anatomyJs, 'utf8')
    const out = pure(source, anatomyJs)!.code
    const derived = source.match(/=\s*[\w$]+\.extendWith\(/g) ?? []
    expect(derived.length).toBeGreaterThan(10)
    expect(out.match(/=\s*\/\* @__PURE__ \*\/ [\w$]+\.extendWith\(/g)).toHaveLength(derived.length)
    expect(out).not.toMatch(/=\s*[\w$]+\.extendWith\(/)
  })

  it('fails the build when a Chakra upgrade derives anatomies another way', () => {
    expect(() => pure('export const a = 1', anatomyJs)).toThrow(/no longer derives/)
  })

  it('leaves every other module alone', () => {
    expect(pure('const a = b.extendWith("x")', '/x/src/features/ui/styled/field.ts')).toBeNull()
  })
})

describe('arkPartsAsNamespaces', () => {
  // The Ark that Chakra imports (a dependency of Chakra's, not of ours).
  const fromChakra = createRequire(require.resolve('@chakra-ui/react/package.json'))
  const ark = path.dirname(fromChakra.resolve('@ark-ui/react/package.json'))
  const fieldIndex = path.join(ark, 'dist/components/field/index.js')
  const rewrite = arkPartsAsNamespaces().transform as unknown as (code: string, id: string) => { code: string } | null

  it("imports the installed Ark's parts object as its module's namespace, under the same name", () => {
    const out = rewrite(readFileSync(fieldIndex, 'utf8'), fieldIndex)!.code
    expect(out).toContain('import * as field_exports from "./field.js";')
    expect(out).not.toContain('import { field_exports }')
    expect(out).toMatch(/export \{ field_exports as Field,/)
  })

  it('gives, for every installed barrel, a namespace whose members are the parts object’s, each the same part', () => {
    const components = path.join(ark, 'dist/components')
    let barrels = 0
    let checked = 0
    for (const component of readdirSync(components)) {
      const barrel = path.join(components, component, 'index.js')
      if (!existsSync(barrel)) continue
      const source = readFileSync(barrel, 'utf8')
      barrels += source.match(/import \{ \w+_exports \} from/g)?.length ?? 0
      const out = rewrite(source, barrel)?.code ?? ''
      for (const [, , file] of out.matchAll(/import \* as (\w+_exports) from "\.\/([\w-]+\.js)";/g)) {
        const parts = readFileSync(path.join(components, component, file!), 'utf8')
        // The object: `Root: () => FieldRoot`; the module's exports: `FieldRoot as Root` or `Root`.
        const members = [...parts.matchAll(/^\t(\w+): \(\) => (\w+),?$/gm)]
        const object = /__exportAll\(\{([^}]*)\}\)/.exec(parts)?.[1] ?? ''
        expect(members.length, `${component}/${file}: every member read`).toBe(object.split(',').filter((m) => m.trim()).length)
        const exported = new Map(
          [...parts.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap(([, list]) =>
            list!.split(',').map((entry) => {
              const [local, name = local] = entry.trim().split(/\s+as\s+/)
              return [name!, local!] as const
            }),
          ),
        )
        expect(members.length, `${component}/${file}`).toBeGreaterThan(0)
        for (const [, name, local] of members) expect(exported.get(name!), `${component}/${file}: ${name}`).toBe(local)
        checked += 1
      }
    }
    // Every barrel with a parts object was rewritten and checked.
    expect(barrels).toBeGreaterThan(40)
    expect(checked).toBe(barrels)
  })

  it('fails the build when an Ark barrel exports its parts another way', () => {
    expect(() => rewrite('import { field_exports } from "./field";\nexport { field_exports as Field };', fieldIndex)).toThrow(/another way/)
  })

  it('leaves every other module alone', () => {
    expect(rewrite('import { field_exports } from "./field.js";', '/x/src/features/ui/styled/Field.tsx')).toBeNull()
  })
})
