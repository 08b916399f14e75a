// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { forgetHandOvers, type Store } from './handover'
import { HAND_OVER_GLOBAL } from './protocol'
import { run, running } from './running'

afterEach(() => forgetHandOvers())

describe('work on its way, in the one store (src/start/running.ts)', () => {
  it('is seen by every bundle through the page global until it ends, then forgotten', async () => {
    let end!: (value: string) => void
    const flight = run('sending:login', new Promise<string>((resolve) => (end = resolve)))
    // Another bundle's copy of this module reads the same page global, not a module variable.
    expect((globalThis as unknown as Record<string, Store>)[HAND_OVER_GLOBAL]!.running?.get('sending:login')).toBe(flight)
    expect(running('sending:login')).toBe(flight)
    expect(running('sending:register-company')).toBeNull()
    end('sent')
    await expect(flight).resolves.toBe('sent')
    expect(running('sending:login')).toBeNull()
  })

  it('forgets a failed one too, and keeps its failure for the one that waits on it', async () => {
    const flight = run('sending:login', Promise.reject(new Error('offline')))
    await expect(flight).rejects.toThrow('offline')
    expect(running('sending:login')).toBeNull()
  })
})
