// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appSystem, appSystemOverPrerenderedCss } from './system'

/** Every .ts/.tsx file of the app (not tests), with its text. */
function sources(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [{ file, text: readFileSync(file, 'utf8') }] : []
  })
}

const PALETTE = /\b(gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)\.(\d{2,3})\b/g
const COLOR_PALETTE_PROP = /colorPalette="(\w+)"/g

describe('the app Chakra system (src/app/system.ts)', () => {
  const system = appSystem()
  const files = [...sources('src'), ...sources('routes')]

  it('defines every colour token the screens use (a missing palette would paint nothing)', () => {
    const used = new Set(files.flatMap(({ text }) => [...text.matchAll(PALETTE)].map((m) => `colors.${m[1]}.${m[2]}`)))
    expect(used.size).toBeGreaterThan(10)
    expect([...used].filter((name) => !system.tokens.getByName(name))).toEqual([])
  })

  it('defines every colorPalette the screens pick, with its semantic shades', () => {
    const palettes = new Set(files.flatMap(({ text }) => [...text.matchAll(COLOR_PALETTE_PROP)].map((m) => m[1]!)))
    expect(palettes).toContain('orange')
    for (const palette of palettes) {
      for (const part of ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing'])
        expect(system.tokens.getByName(`colors.${palette}.${part}`), `${palette}.${part}`).toBeDefined()
    }
  })

  it('leaves out the palettes nothing uses', () => {
    expect(system.tokens.getByName('colors.teal.500')).toBeUndefined()
    expect(system.tokens.getByName('colors.orange.500')).toBeDefined()
  })

  it('is built once', () => {
    expect(appSystem()).toBe(system)
  })

  it('over a prerendered page, gives ChakraProvider no global CSS to insert again, and stays the same system', () => {
    expect(system._global.length).toBeGreaterThan(0)
    const over = appSystemOverPrerenderedCss()
    expect(over).toBe(system)
    expect(over._global).toEqual([])
    expect(over.tokens.getByName('colors.orange.500')).toBeDefined()
  })
})
