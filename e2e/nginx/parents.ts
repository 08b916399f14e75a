/**
 * Pages that frame /home/LoginIfarme from nginx, as the main site does: one
 * small server on two loopback ports, two origins (the configured parent and a
 * foreign one). Loopback like nginx, so Chromium's local-network rules do not
 * stand in the way of the framing that frame-ancestors alone must decide.
 */
import { createServer, type Server } from 'node:http'

function parentPage(src: string): string {
  const escaped = src.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>主站</title></head><body>
<h1>主站</h1><iframe title="登录" src="${escaped}" style="width:420px;height:640px"></iframe></body></html>`
}

/** `GET /?src=<url>` answers a page that frames <url>. */
export async function startParents(): Promise<{ parent: string; foreign: string; close: () => Promise<void> }> {
  const servers: Server[] = []
  const listen = () =>
    new Promise<string>((resolve) => {
      const server = createServer((req, res) => {
        const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? ''
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(parentPage(src))
      })
      servers.push(server)
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
      })
    })
  const parent = await listen()
  const foreign = await listen()
  return { parent, foreign, close: async () => void (await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))) }
}
