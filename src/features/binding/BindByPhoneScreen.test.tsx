import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '@/test/renderApp'

describe('bind by phone validation', () => {
  it('asks for a phone and a code, then checks the phone rule on the next submit', async () => {
    const { user } = await renderApp('/home/bindPhone')
    const form = within(await screen.findByRole('form', { name: '绑定公司' }))
    await user.click(form.getByRole('button', { name: '确认绑定' }))
    expect(await form.findByText('请输入手机号')).toBeTruthy()
    expect(form.getByText('请输入验证码')).toBeTruthy()
    await user.type(form.getByPlaceholderText('请输入手机号'), '1380000')
    await user.click(form.getByRole('button', { name: '确认绑定' }))
    expect(await form.findByText('手机号格式错误，请重新确认')).toBeTruthy()
  })
})
