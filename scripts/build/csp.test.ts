// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicyFor } from './csp'
import { buildEarlyScript } from './html'

describe('the pages’ policy (scripts/build/csp.ts)', () => {
  it('is what deploy/nginx.conf sends, with the early script’s hash as the build inlines it', async () => {
    const policy = contentSecurityPolicyFor(await buildEarlyScript())
    const nginx = readFileSync('deploy/nginx.conf', 'utf8')
    // When the early script changes, this line of deploy/nginx.conf changes with it.
    expect(nginx).toContain(`add_header Content-Security-Policy "${policy}; frame-ancestors $home_frame_ancestors" always;`)
  })
})
