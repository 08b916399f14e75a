// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { devOnlyPackages, devPackagesIn, packageOf } from './devPackages'

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe('development-only packages (scripts/build/devPackages.ts)', () => {
  it('are the devDependencies of package.json and the known dev-only ones, never a dependency', () => {
    const isDevOnly = devOnlyPackages(manifest)
    for (const name of [
      'vite',
      'msw',
      '@mswjs/http-middleware',
      '@tanstack/devtools-event-client',
      '@tanstack/react-query-devtools',
      '@tanstack/router-devtools',
    ])
      expect(isDevOnly(name), name).toBe(true)
    for (const name of Object.keys(manifest.dependencies)) expect(isDevOnly(name), name).toBe(false)
    expect(isDevOnly('@tanstack/form-core')).toBe(false)
  })

  it('are named by the innermost node_modules of a source', () => {
    expect(packageOf('../../node_modules/@tanstack/devtools-event-client/dist/esm/plugin.js')).toBe('@tanstack/devtools-event-client')
    expect(packageOf('../../node_modules/a/node_modules/msw/lib/core/index.mjs')).toBe('msw')
    expect(packageOf('..\\..\\node_modules\\@mswjs\\interceptors\\index.js')).toBe('@mswjs/interceptors')
    expect(packageOf('../../src/features/forms/binding.ts')).toBe(null)
  })

  it('are found per map, each once, and a map without any is left out', () => {
    const maps = {
      'assets/useSendCode-x.js.map': {
        sources: [
          '../../node_modules/@tanstack/react-form/dist/esm/useForm.js',
          '../../node_modules/@tanstack/devtools-event-client/dist/esm/plugin.js',
          '../../node_modules/@tanstack/devtools-event-client/dist/esm/index.js',
          null,
          '../../src/features/sms/useSendCode.ts',
        ],
      },
      'assets/shell-y.js.map': { sources: ['../../node_modules/react/cjs/react.production.js', '../../src/main.tsx'] },
      'assets/demo-z.js.map': { sources: ['../../node_modules/msw/lib/core/index.mjs'] },
      'assets/empty.js.map': {},
    }
    expect(devPackagesIn(maps, devOnlyPackages({}))).toEqual({
      'assets/useSendCode-x.js.map': ['@tanstack/devtools-event-client'],
      'assets/demo-z.js.map': ['msw'],
    })
  })
})
