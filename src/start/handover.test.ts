// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adopt, forgetHandOvers, handedOver, handOver, take, takenByTheApp, TAP } from './handover'

afterEach(() => forgetHandOvers())

describe('the one hand-over (src/start/handover.ts)', () => {
  it('keeps work handed over before the app listens, and gives it to the app once', async () => {
    handOver('read:a', Promise.resolve('early'))
    expect(handedOver('read:a')).toBe(true)
    await expect(take('read:a')).resolves.toBe('early')
    expect(take('read:a')).toBeNull()
    expect(takenByTheApp('read:a')).toBe(true)
  })

  it('gives work handed over while the app listens at once, and none after it stopped', () => {
    const adopted = vi.fn()
    const stop = adopt('send:login', adopted)
    const first = Promise.resolve(1)
    handOver('send:login', first)
    expect(adopted).toHaveBeenCalledWith(first)
    stop()
    handOver('send:login', Promise.resolve(2))
    expect(adopted).toHaveBeenCalledTimes(1)
    expect(handedOver('send:login')).toBe(true)
  })

  it('never lets a failure handed over be an unhandled rejection before the app takes it', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      handOver('read:b', Promise.reject(new Error('503')))
      await new Promise((r) => setTimeout(r, 10))
      expect(unhandled).not.toHaveBeenCalled()
      await expect(take('read:b')).rejects.toThrow('503')
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('is one store for the page: a second copy of the module (another bundle) takes what the first handed over', async () => {
    handOver(TAP, Promise.resolve('the button'))
    vi.resetModules()
    const otherBundle = await import('./handover')
    await expect(otherBundle.take(TAP)).resolves.toBe('the button')
    expect(handedOver(TAP)).toBe(false)
  })

  it('keys are apart: a send is not a read', () => {
    handOver('send:register-company', Promise.resolve('sent'))
    expect(take('read:register-company')).toBeNull()
    expect(handedOver('send:register-company')).toBe(true)
  })
})
