import { beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '@/test/renderApp'
import { PANEL_MODULES } from '@/features/login/panelModules'

describe('embedded login validation (spec section 5)', () => {
  // The panels' modules (the phone panel, and the QR tab's demo stand-in that a desktop opens on), loaded once
  // before any test: an import left in flight while the test switches tabs (the QR's, at first render) left the
  // phone panel's Suspense unretried under Vitest's module runner, in about half the runs.
  beforeAll(() => Promise.all([PANEL_MODULES.phone(), import('@/features/login/DemoQr')]))
  it('requires 11 digits with 请输入正确的手机号码, and a code with 验证码不能为空', async () => {
    const { user } = await renderApp('/home/LoginIfarme')
    await user.click(screen.getByRole('tab', { name: '手机登录' }))
    const form = within(await screen.findByRole('form', { name: '手机号登录' }))
    await user.type(form.getByPlaceholderText('请输入手机号'), '51234567')
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    expect(await form.findByText('请输入正确的手机号码')).toBeTruthy()
    await user.clear(form.getByPlaceholderText('请输入手机号'))
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000005')
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await form.findByText('请先获取验证码')).toBeTruthy()
    await user.click(form.getByRole('button', { name: '获取验证码' }))
    await screen.findByText(/演示环境验证码/)
    await user.click(form.getByRole('button', { name: '登录' }))
    expect(await form.findByText('验证码不能为空')).toBeTruthy()
  })

  it('the tabs follow the WAI-ARIA pattern (arrow keys move the selection)', async () => {
    const { user } = await renderApp('/home/LoginIfarme')
    const qr = screen.getByRole('tab', { name: '扫码登录' })
    expect(qr.getAttribute('aria-selected')).toBe('true')
    qr.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '手机登录' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '手机登录' }))
  })
})
