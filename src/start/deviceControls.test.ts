// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isDesktopClient } from './deviceControls'

describe('the desktop client (src/start/deviceControls.ts)', () => {
  it('is recognised by its user-agent markers', () => {
    expect(isDesktopClient('Mozilla/5.0 ToyPlatformDesktop/2.1')).toBe(true)
    expect(isDesktopClient('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false)
  })
})
