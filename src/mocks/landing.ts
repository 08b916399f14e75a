/**
 * Stand-ins for the two main applications and the main site, used by
 * `npm start` and the end-to-end server: leaving the sign-in app ends on a page
 * that shows where it went and what it carried. Never part of dist/.
 */
export const DEMO_APP_PREFIXES = ['/demo/'] as const

const NAMES: Record<string, string> = {
  company: '公司端（采购商）',
  factory: '工厂端',
  special: '公司端（Special 地址）',
  main: '主站首页',
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A page that embeds /home/LoginIfarme and shows what the login hands to it. */
function embedPage(url: URL): string {
  const src = `/home/LoginIfarme${url.search}`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>演示：嵌入登录</title></head><body style="font:16px/1.6 system-ui,sans-serif;margin:2rem">
<h1>演示：嵌入登录的页面</h1><p>收到的登录信息：<code id="received">（无）</code></p>
<iframe title="登录" src="${escapeHtml(src)}" style="width:100%;max-width:28rem;height:40rem;border:1px solid #ccc"></iframe>
<script>addEventListener('message', function (e) { if (e.origin === location.origin && e.data && e.data.type === 'login') document.getElementById('received').textContent = e.data.token })</script>
</body></html>`
}

/** Opens the login page as a tester (the demo's session check answers is_test for this token). */
function testerPage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>演示：测试模式</title></head><body>
<script>localStorage.setItem('TOKEN', 'demo.tester.demo'); location.replace('/home/login')</script></body></html>`
}

export function demoLandingPage(url: URL): string {
  const app = url.pathname.split('/')[2] ?? ''
  if (app === 'embed') return embedPage(url)
  if (app === 'tester') return testerPage()
  const name = NAMES[app] ?? '演示页面'
  const params = [...url.searchParams.entries()]
    .map(([k, val]) => `<li><code>${escapeHtml(k)}</code> = <code data-param="${escapeHtml(k)}">${escapeHtml(val)}</code></li>`)
    .join('')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>演示：${escapeHtml(name)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a202c}code{word-break:break-all;background:#f1f5f9;padding:0 .25rem}</style></head>
<body><h1 data-app="${escapeHtml(app)}">演示：已到达${escapeHtml(name)}</h1>
<p>这是演示环境中主应用的替身页面。真实环境里这里是 ${escapeHtml(name)}。</p>
<p>地址：<code>${escapeHtml(url.pathname)}</code></p><ul>${params}</ul>
<p><a href="/home/login?exit=1">退出并返回登录页</a></p></body></html>`
}
