// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inList, LOGIN_CARD_MODULES, SYSTEM_RECIPES, WITH_THE_ENTRY, WITH_THE_SYSTEM } from './chunks'
import { SESSION_CHECK_MODULE } from './html'
import { PANEL_FILES } from '../../src/features/login/panelFiles'

const require = createRequire(import.meta.url)
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json'))
const onDisk = (name: string) => {
  if (name.startsWith('@chakra-ui/react/')) return path.join(chakra, name.slice('@chakra-ui/react/'.length))
  return name.startsWith('@') ? path.resolve('node_modules', name) : path.resolve(name)
}

describe('the chunk layout’s module lists (scripts/build/chunks.ts)', () => {
  it.each([...WITH_THE_ENTRY, ...WITH_THE_SYSTEM, ...LOGIN_CARD_MODULES, ...Object.values(PANEL_FILES)])('names %s, which exists', (name) => {
    expect(existsSync(onDisk(name))).toBe(true)
  })

  it('names the recipes src/app/system.ts builds the system with, no more and no fewer', () => {
    const system = readFileSync(path.resolve('src/app/system.ts'), 'utf8')
    const recipes = /\brecipes: \{([^{}]*)\}/.exec(system)?.[1] ?? ''
    const entries = recipes.split(',').map((entry) => entry.trim()).filter(Boolean)
    // Each entry `key: fooRecipe`, from Chakra's theme/recipes/foo.js (the module the list names).
    const used = entries.map((entry) => /^\w+: (\w+)Recipe$/.exec(entry)?.[1] ?? `(not a recipe: ${entry})`)
    expect(used.sort()).toEqual([...SYSTEM_RECIPES].sort())
  })

  it('matches a module by its whole path, and a folder by its modules', () => {
    const card = inList(LOGIN_CARD_MODULES)
    expect(card('/w/src/features/login/LoginScreen.tsx')).toBe(true)
    expect(card('C:\\w\\src\\features\\login\\LoginScreen.tsx')).toBe(true)
    expect(card('/w/src/features/login/LoginScreen.test.tsx')).toBe(false)
    expect(card('/w/src/features/login/NotLoginScreen.tsx')).toBe(false)
    const entry = inList(WITH_THE_ENTRY)
    expect(entry('/w/node_modules/@chakra-ui/react/dist/esm/components/box/box.js')).toBe(true)
    expect(entry('/w/node_modules/@chakra-ui/react/dist/esm/components/boxes/box.js')).toBe(false)
  })

  it('has the early script ask for the module the guard imports for its session check', () => {
    const guard = readFileSync(path.resolve('src/app/guard.ts'), 'utf8')
    expect(guard).toContain(`import('@/${SESSION_CHECK_MODULE.replace(/^src\//, '').replace(/\.ts$/, '')}')`)
  })
})
