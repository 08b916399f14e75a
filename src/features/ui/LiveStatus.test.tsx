import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '@/app/system'
import { LiveStatus, loadingText } from './LiveStatus'
import { LoadFailed } from './LoadFailed'

const inChakra = (node: ReactNode) => <ChakraProvider value={appSystem()}>{node}</ChakraProvider>

describe('loading states', () => {
  it('says what is loading', () => {
    expect(loadingText('销售渠道')).toBe('销售渠道加载中…')
  })

  it('a live status is in the page empty (as in a prerendered shell), and says its text once mounted', async () => {
    expect(renderToString(inChakra(<LiveStatus text="销售渠道加载中…" />))).not.toContain('加载中')
    render(inChakra(<LiveStatus text="销售渠道加载中…" />))
    const status = screen.getByRole('status')
    await waitFor(() => expect(status.textContent).toBe('销售渠道加载中…'))
  })

  it('a status with nothing to say stays in the page, empty', async () => {
    const view = render(inChakra(<LiveStatus text="二维码加载中…" />))
    const status = screen.getByRole('status')
    await waitFor(() => expect(status.textContent).toBe('二维码加载中…'))
    view.rerender(inChakra(<LiveStatus text={null} />))
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe('')
  })

  it('a failure is an alert with a retry named for what it retries, reached and pressed with the keyboard', async () => {
    const onRetry = vi.fn()
    render(
      <ChakraProvider value={appSystem()}>
        <LoadFailed what="主营产品" onRetry={onRetry} />
      </ChakraProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('主营产品加载失败')
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '重试加载主营产品' }))
    await user.keyboard('{Enter}')
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
