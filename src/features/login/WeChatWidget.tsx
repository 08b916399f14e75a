import { useEffect, useId, useState } from 'react'
import { Text } from '@chakra-ui/react'

interface WxLoginOptions {
  self_redirect: boolean
  id: string
  appid: string
  scope: 'snsapi_login'
  redirect_uri: string
  state: string
}

declare global {
  interface Window {
    WxLogin?: new (options: WxLoginOptions) => unknown
  }
}

export const WECHAT_SCRIPT = 'https://res.wx.qq.com/connect/zh_CN/htmledit/wxLogin.js'

let scriptPromise: Promise<void> | null = null

function loadScript(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = WECHAT_SCRIPT
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scriptPromise = null
      reject(new Error('wxLogin.js'))
    }
    document.head.appendChild(script)
  })
  return scriptPromise
}

/** The official WeChat QR widget: scope snsapi_login, redirect to /home/loadings, our `state`. */
export default function WeChatWidget({ appId, state }: { appId: string; state: string }) {
  const id = `wx-qr-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let cancelled = false
    loadScript()
      .then(() => {
        if (cancelled || !window.WxLogin) return
        const container = document.getElementById(id)
        if (container) container.textContent = ''
        new window.WxLogin({
          self_redirect: false,
          id,
          appid: appId,
          scope: 'snsapi_login',
          redirect_uri: encodeURIComponent(`${window.location.origin}/home/loadings`),
          state,
        })
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
    }
  }, [appId, id, state])
  if (failed) return <Text color="red.600">微信二维码加载失败，请检查网络后点击“刷新二维码”</Text>
  return <div id={id} style={{ width: '100%', height: '100%', display: 'flex', justifyContent: 'center' }} />
}
