// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BELOW_FLOOR_SCRIPT, SHELL } from './protocol'

// index.html cannot import the protocol: what it spells is held to the protocol's names here.
describe('index.html spells the protocol’s names (src/start/protocol.ts)', () => {
  const html = readFileSync('index.html', 'utf8')
  it('runs the below-floor message where the early script cannot parse', () => {
    expect(html).toContain(`<script nomodule src="${BELOW_FLOOR_SCRIPT}"`)
  })
  it('has the status line the early script writes to, and hides every shell but the first by its variant', () => {
    expect(html).toContain(`id="${SHELL.statusId}"`)
    expect(html).toContain(`#${SHELL.rootId} > [${SHELL.variant}]:not(:first-child)`)
  })
})
