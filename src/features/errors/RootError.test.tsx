import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { demoDb } from '@/test/server'
import { ConfigError, RootError } from './RootError'

describe('root error boundary', () => {
  it('shows a friendly Chinese page with a way back and reports the error once', async () => {
    const error = new Error('render exploded 7f3a')
    const { rerender } = render(<RootError error={error} />)
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/home/login')
    rerender(<RootError error={error} />)
    render(<RootError error={error} />)
    await waitFor(() => expect(demoDb().reports.filter((r) => r.text.includes('render exploded 7f3a'))).toHaveLength(1))
  })

  it('names the problems of an invalid config.js', () => {
    render(<ConfigError problems={['apiBase: apiBase 必须以 / 结尾']} />)
    expect(screen.getByRole('heading', { name: '配置错误' })).toBeTruthy()
    expect(screen.getByText('apiBase: apiBase 必须以 / 结尾')).toBeTruthy()
  })
})
