// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bytesByGroup, groupOf, UNMAPPED } from './chunk-report'

type Segment = [column: number, source: number, line: number, sourceColumn: number]
/** A decoded source map of these sources: per generated line, its segments. */
const mapOf = (sources: string[], mappings: Segment[][]) => ({ version: 3 as const, sources, names: [], mappings })

describe('where a chunk’s bytes go (scripts/build/chunk-report.ts)', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@chakra-ui/react/dist/esm/components/box/box.js', '@chakra-ui/react'],
    // The innermost node_modules names the package (a nested copy is its own).
    ['/w/node_modules/@tanstack/react-form/node_modules/@tanstack/form-core/dist/esm/index.js', '@tanstack/form-core'],
    ['C:\\w\\node_modules\\@emotion\\cache\\dist\\x.js', '@emotion/cache'],
    ['../../src/features/login/PhonePanel.tsx', 'src/features/login'],
    ['../../src/features/sms/captcha/Slider.tsx', 'src/features/sms'],
    ['../../src/outcomes/table.ts', 'src/outcomes'],
    ['/w/routes/login.tsx', 'routes'],
    ['\0vite/preload-helper.js', UNMAPPED],
    ['../../src/main.tsx', 'src'],
  ])('%s belongs to %s', (source, group) => {
    expect(groupOf(source)).toBe(group)
  })

  it('gives each mapped segment the bytes up to the next one, and the rest to the glue', () => {
    // `import x;` (glue) then a's code, then b's, on one line; a second line all a's.
    const code = 'import x;AAAAbbb\nAA'
    const map = mapOf(
      ['../../node_modules/a/index.js', '../../src/app/b.ts'],
      [
        [
          [9, 0, 0, 0],
          [13, 1, 0, 0],
        ],
        [[0, 0, 1, 0]],
      ],
    )
    expect(bytesByGroup(code, map).bytes).toEqual({ [UNMAPPED]: 10, a: 6, 'src/app': 3 })
  })

  it('counts bytes, not characters (Chinese text is three bytes a character in UTF-8)', () => {
    const map = mapOf(['../../src/app/t.ts'], [[[0, 0, 0, 0]]])
    expect(bytesByGroup('"登录"', map).bytes).toEqual({ 'src/app': 8 })
  })

  it('gzips each group on its own: repetitive code weighs less than its bytes', () => {
    const code = `${'a'.repeat(1000)}${'xq7Lz0'.repeat(3)}`
    const map = mapOf(
      ['../../node_modules/a/i.js', '../../src/app/b.ts'],
      [
        [
          [0, 0, 0, 0],
          [1000, 1, 0, 0],
        ],
      ],
    )
    const { bytes, gzip } = bytesByGroup(code, map)
    expect(bytes).toEqual({ a: 1000, 'src/app': 18 })
    expect(gzip.a).toBeLessThan(40)
    expect(gzip['src/app']).toBeGreaterThan(18)
  })
})
