import { useEffect, useId, useState } from 'react'
import { Text } from '@chakra-ui/react'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { QrLoading } from './QrLoading'

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

type WidgetPhase = 'loading' | 'shown' | 'failed'

/**
 * The official WeChat QR widget: scope snsapi_login, redirect to /home/loadings, our `state`.
 * The QR box's loading status stays over it until WeChat's script has drawn it; a failure is
 * announced, and the panel's refresh-QR button tries again.
 */
export default function WeChatQrFrame({ appId, state }: { appId: string; state: string }) {
  const id = `wx-qr-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [phase, setPhase] = useState<WidgetPhase>('loading')
  const w = useWords(loginWords).qr
  useEffect(() => {
    let cancelled = false
    setPhase('loading')
    loadScript()
      .then(() => {
        if (cancelled) return
        // A script that loaded but did not define the widget failed too (a captive portal's page, say).
        if (!window.WxLogin) throw new Error('WxLogin')
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
        setPhase('shown')
      })
      .catch(() => {
        if (!cancelled) setPhase('failed')
      })
    return () => {
      cancelled = true
    }
  }, [appId, id, state])
  if (phase === 'failed') {
    return (
      <Text role="alert" color="red.600" textAlign="center" px="4">
        {w.widgetFailed}
      </Text>
    )
  }
  return (
    <>
      {phase === 'loading' ? <QrLoading /> : null}
      <div id={id} style={{ width: '100%', height: '100%', display: 'flex', justifyContent: 'center' }} />
    </>
  )
}
