import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, waitFor } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '@/app/system'
import { loginWords } from '@/words/zh-CN/login'
import WeChatQrFrame, { WECHAT_SCRIPT } from './WeChatQrFrame'

afterEach(() => {
  delete window.WxLogin
})

describe('WeChat QR widget (contract "WeChat QR login")', () => {
  it("loads WeChat's script and shows the QR with scope snsapi_login, redirect /home/loadings and our state", async () => {
    const created: unknown[] = []
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const script = node as HTMLScriptElement
      expect(script.src).toBe(WECHAT_SCRIPT)
      window.WxLogin = vi.fn(function (this: unknown, options: unknown) {
        created.push(options)
      }) as unknown as typeof window.WxLogin
      queueMicrotask(() => script.onload?.(new Event('load')))
      return node
    })
    const view = render(
      <ChakraProvider value={appSystem()}>
        <WeChatQrFrame appId="wx123" state="abc123" />
      </ChakraProvider>,
    )
    // Busy, saying so, until WeChat's script has drawn the QR.
    expect(view.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull()
    await waitFor(() => expect(created).toHaveLength(1))
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull())
    expect(created[0]).toMatchObject({
      appid: 'wx123',
      scope: 'snsapi_login',
      state: 'abc123',
      self_redirect: false,
      redirect_uri: encodeURIComponent(`${window.location.origin}/home/loadings`),
    })
    append.mockRestore()
  })

  it('says the script failed as an alert, no longer busy', async () => {
    // A fresh module: the first test's script is cached in it.
    vi.resetModules()
    const { default: FreshWidget } = await import('./WeChatQrFrame')
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')))
      return node
    })
    const view = render(
      <ChakraProvider value={appSystem()}>
        <FreshWidget appId="wx123" state="abc123" />
      </ChakraProvider>,
    )
    expect((await view.findByRole('alert')).textContent).toBe(loginWords.source.qr.widgetFailed)
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull()
    append.mockRestore()
  })
})
