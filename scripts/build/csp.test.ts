// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicyFor } from './csp'
import { buildEarlyScripts } from './html'

describe('the policy deploy/nginx.conf sends (scripts/build/csp.ts)', () => {
  it('allows every language’s early script by its hash, as the build inlines it', async () => {
    const policy = contentSecurityPolicyFor(...(await buildEarlyScripts()).values())
    const nginx = readFileSync('deploy/nginx.conf', 'utf8')
    // When an early script changes, this line of deploy/nginx.conf changes with it.
    expect(nginx).toContain(`add_header Content-Security-Policy "${policy}; frame-ancestors $home_frame_ancestors" always;`)
  })
})
