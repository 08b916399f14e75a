import { LOGIN_SCENARIOS } from './scenarios.ts'

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

/** Where /demo/vitals loads its charts' script and styles from (the demo servers serve them: src/mocks/vitalsChart.ts). */
export const VITALS_CHART_PATH = '/demo/assets/vitals-chart.js'
export const UPLOT_CSS_PATH = '/demo/assets/uplot.css'

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

/** The account the stand-in for WeChat's authorization signs in as, unless another is picked: the demo company. */
export const DEMO_MP_DEFAULT_PHONE = '13800000001'

const PAGE_STYLE =
  'body{font:16px/1.6 system-ui,sans-serif;max-width:26rem;margin:0 auto;padding:1.5rem 1rem;color:#1a202c}' +
  'button,select,a.button{font:inherit;display:block;width:100%;box-sizing:border-box;min-height:44px;border-radius:6px;margin-top:.75rem;text-align:center}' +
  'button{border:0;background:#05823c;color:#fff}a.button{border:1px solid #cbd5e0;color:#1a202c;text-decoration:none;line-height:42px}' +
  ':focus-visible{outline:3px solid #dd6b20;outline-offset:2px}code{word-break:break-all;background:#f1f5f9}'

/**
 * The stand-in for WeChat's authorization page (contract "Sign-in inside WeChat on a phone"): the
 * demo's app id (`demo`) sends the login here with WeChat's parameters. 同意 returns to
 * `redirect_uri` with a code for the picked demo account and the state; 拒绝 returns without a
 * code, as WeChat does. It returns only to /home/loadings on this origin.
 */
function wechatAuthorizePage(url: URL): { status: number; html: string } {
  const q = url.searchParams
  const redirect = q.get('redirect_uri') ?? ''
  const problems: string[] = []
  const order = [...q.keys()].join(',')
  if (order !== 'appid,redirect_uri,response_type,scope,state')
    problems.push(`参数顺序应为 appid, redirect_uri, response_type, scope, state，收到：${order}`)
  if (q.get('appid') !== 'demo') problems.push('appid 不是演示的 demo')
  if (q.get('response_type') !== 'code') problems.push('response_type 应为 code')
  const scope = q.get('scope') ?? ''
  if (scope !== 'snsapi_base' && scope !== 'snsapi_userinfo') problems.push('scope 应为 snsapi_base 或 snsapi_userinfo')
  let back: URL | null
  try {
    back = new URL(redirect)
  } catch {
    back = null
  }
  if (!back || back.origin !== url.origin || back.pathname !== '/home/loadings') {
    problems.push('redirect_uri 必须是本站的 /home/loadings')
    back = null
  }
  const head = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>演示：微信授权登录</title><style>${PAGE_STYLE}</style></head><body>`
  if (problems.length > 0 || !back) {
    const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')
    return { status: 400, html: `${head}<main><h1>演示：授权请求有误</h1><ul id="problems">${items}</ul></main></body></html>` }
  }
  const state = q.get('state') ?? ''
  const options = LOGIN_SCENARIOS.filter((s) => s.areaCode === '86' && !s.httpStatus)
    .map(
      (s) =>
        `<option value="mp:${s.phone}"${s.phone === DEMO_MP_DEFAULT_PHONE ? ' selected' : ''}>${s.phone}：${escapeHtml(s.shows)}</option>`,
    )
    .join('')
  const declined = `${back.origin}${back.pathname}?state=${encodeURIComponent(state)}`
  const asks = scope === 'snsapi_userinfo' ? '获取你的昵称、头像' : '获取你的身份标识'
  return {
    status: 200,
    html: `${head}<main><h1>演示：微信授权登录</h1>
<p>这是演示环境中微信授权页面的替身。真实环境里，这一步由微信完成。</p>
<p>“玩具产业平台”申请${asks}，用于登录。</p>
<form method="get" action="${escapeHtml(back.origin + back.pathname)}">
<label for="code">这个微信绑定的演示账号</label>
<select id="code" name="code">${options}</select>
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit">同意</button>
</form>
<a class="button" href="${escapeHtml(declined)}">拒绝</a>
</main></body></html>`,
  }
}

/** Sets, for this tab, that `npm start` serves the login pages as WeChat on a phone would see them (src/mocks/devServer.ts). */
function wechatSwitchPage(url: URL): string {
  const off = url.searchParams.get('off') !== null
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>演示：在微信中打开</title><style>${PAGE_STYLE}</style></head><body>
<main><h1>演示：${off ? '已恢复本浏览器' : '本标签页模拟微信'}</h1>
<p>${off ? '本标签页不再模拟微信。' : '在本标签页里，登录页面会当作在手机微信中打开（仅 npm start 的开发服务器）。'}</p>
<a class="button" href="/home/login">打开登录页</a>
<a class="button" href="/demo/wechat${off ? '' : '?off'}">${off ? '重新模拟微信' : '停止模拟微信'}</a>
</main><script>${off ? "sessionStorage.removeItem('demo:wechat')" : "sessionStorage.setItem('demo:wechat', '1')"}</script>
</body></html>`
}

/** A demo page and its HTTP status. */
export function demoPage(url: URL): { status: number; html: string } {
  const app = url.pathname.split('/')[2] ?? ''
  if (app === 'wechat')
    return url.pathname === '/demo/wechat/authorize' ? wechatAuthorizePage(url) : { status: 200, html: wechatSwitchPage(url) }
  return { status: 200, html: otherPage(url, app) }
}

function otherPage(url: URL, app: string): string {
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
