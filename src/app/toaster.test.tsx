import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./toaster-impl')
  vi.resetModules()
})

describe('the toaster (src/app/toaster.tsx)', () => {
  it('shows a message plainly when the toaster cannot load, and tries the toaster again with the next one', async () => {
    let fail = true
    const create = vi.fn()
    vi.doMock('./toaster-impl', () => {
      if (fail) throw new Error('error loading dynamically imported module')
      return { create, default: () => <p>the toaster</p> }
    })
    const { AppToaster, showMessage } = await import('./toaster')
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      render(<AppToaster />)
      await act(async () => {
        showMessage('error', '网络异常，请检查网络后重试')
        await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('网络异常，请检查网络后重试'))
      })
      fail = false
      await act(async () => {
        showMessage('success', '验证码已发送')
        await vi.waitFor(() => expect(create).toHaveBeenCalledWith('success', '验证码已发送'))
      })
      expect(screen.getByText('the toaster')).toBeTruthy()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('renders nothing, and loads nothing, before the first message', async () => {
    const factory = vi.fn(() => ({ create: vi.fn(), default: () => <p>the toaster</p> }))
    vi.doMock('./toaster-impl', factory)
    const { AppToaster } = await import('./toaster')
    const { container } = render(<AppToaster />)
    expect(container.innerHTML).toBe('')
    expect(factory).not.toHaveBeenCalled()
  })
})
