// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PANELS } from '@/start/shells'
import { PANEL_FILES } from './panelFiles'
import { PANEL_MODULES } from './panelModules'

describe('each panel’s module: the one its loader imports is the one the build names (./panelFiles.ts)', () => {
  it.each(PANELS)('%s', async (panel) => {
    expect(await PANEL_MODULES[panel]()).toBe(await import(/* @vite-ignore */ `/${PANEL_FILES[panel]}`))
  })
})
