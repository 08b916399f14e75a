// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, serverErrorHappened, setServerErrorHandler } from './errors'
import { forgetHandOvers } from '@/start/handover'
import { adoptRead, startRead, type Read } from './adoptRead'

function fakeRead(key: string, answers: Array<Promise<string>>) {
  const call = vi.fn(() => answers.shift() ?? Promise.resolve('new'))
  const read: Read<string> = { key: [key], call }
  return { read, call }
}

afterEach(() => {
  forgetHandOvers()
  setServerErrorHandler(null)
})

describe('reads started before the app, adopted by it', () => {
  it('the app takes the early answer once: one request, then a new one for a read again', async () => {
    const { read, call } = fakeRead('a', [Promise.resolve('early')])
    startRead(read)
    startRead(read)
    expect(call).toHaveBeenCalledTimes(1)
    await expect(adoptRead(read)).resolves.toBe('early')
    await expect(adoptRead(read)).resolves.toBe('new')
    expect(call).toHaveBeenCalledTimes(2)
  })
  it('without an early read the app calls, loud; a read before the app after that is not made', async () => {
    const { read, call } = fakeRead('b', [Promise.resolve('app')])
    await expect(adoptRead(read)).resolves.toBe('app')
    startRead(read)
    expect(call).toHaveBeenCalledTimes(1)
  })
  it('reads of other keys are apart', async () => {
    const a = fakeRead('a', [Promise.resolve('A')])
    const b = fakeRead('b', [Promise.resolve('B')])
    startRead(a.read)
    await expect(adoptRead(b.read)).resolves.toBe('B')
    await expect(adoptRead(a.read)).resolves.toBe('A')
  })
  it('an early failure fails the adopting query', async () => {
    const { read } = fakeRead('c', [Promise.reject(new ApiError('server', 'x', 500))])
    startRead(read)
    await expect(adoptRead(read)).rejects.toMatchObject({ kind: 'server' })
  })
  it('an early network failure fails the adopting query without leaving the screen', async () => {
    const onServerError = vi.fn()
    setServerErrorHandler(onServerError)
    const { read } = fakeRead('d', [Promise.reject(new ApiError('network', 'n'))])
    startRead(read)
    await expect(adoptRead(read)).rejects.toMatchObject({ kind: 'network' })
    expect(onServerError).not.toHaveBeenCalled()
  })
})

describe('a 5xx before the app says where it goes (a send or a read before the app is ready)', () => {
  it('goes to the handler once it is set, once', () => {
    const onServerError = vi.fn()
    serverErrorHappened()
    expect(onServerError).not.toHaveBeenCalled()
    setServerErrorHandler(onServerError)
    expect(onServerError).toHaveBeenCalledTimes(1)
    setServerErrorHandler(onServerError)
    expect(onServerError).toHaveBeenCalledTimes(1)
  })
  it('is forgotten with the handler (null)', () => {
    const onServerError = vi.fn()
    serverErrorHappened()
    setServerErrorHandler(null)
    setServerErrorHandler(onServerError)
    expect(onServerError).not.toHaveBeenCalled()
  })
})
