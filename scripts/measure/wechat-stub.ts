/**
 * A stand-in for WeChat's QR widget for `npm run perf`: the production-like
 * config.js sets a WeChat app id, so the login pages load WeChat's script and
 * its widget draws a 300×400 iframe. Measuring with the script blocked would
 * put a failure message where the widget goes (and Lighthouse would take it
 * for the largest paint); measuring against WeChat would leave this machine.
 * So Chromium resolves WeChat's two hosts to this loopback HTTPS server
 * (a throwaway self-signed certificate, made with openssl), which serves a
 * `WxLogin` that draws the same iframe, and a QR page for it to show.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const WX_LOGIN_JS = `window.WxLogin = function (o) {
  var frame = document.createElement('iframe')
  frame.src = 'https://open.weixin.qq.com/connect/qrconnect?appid=' + encodeURIComponent(o.appid) + '&state=' + encodeURIComponent(o.state)
  frame.width = '300'
  frame.height = '400'
  frame.frameBorder = '0'
  frame.setAttribute('scrolling', 'no')
  frame.title = '微信登录'
  var box = document.getElementById(o.id)
  box.innerHTML = ''
  box.appendChild(frame)
}`

const QR_PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;text-align:center;font:14px sans-serif">
<p>微信登录</p><div style="width:240px;height:240px;margin:0 auto;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/20px 20px"></div>
<p>请使用微信扫描二维码登录</p></body>`

export interface WeChatStub {
  chromiumArgs: string[]
  close: () => Promise<void>
}

export async function startWeChatStub(): Promise<WeChatStub> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechat-stub-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=res.wx.qq.com'],
    {
      stdio: 'ignore',
    },
  )
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://stub')
    if (url.pathname === '/connect/zh_CN/htmledit/wxLogin.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(WX_LOGIN_JS)
    } else if (url.pathname === '/connect/qrconnect') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(QR_PAGE)
    } else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    chromiumArgs: [
      `--host-resolver-rules=MAP res.wx.qq.com 127.0.0.1:${port}, MAP open.weixin.qq.com 127.0.0.1:${port}`,
      '--ignore-certificate-errors',
    ],
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        }),
      ),
  }
}
