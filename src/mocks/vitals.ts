import { VITAL_NAMES, VitalsReportSchema } from '@/api/requests'
import type { VitalsReport } from '@/api/reportVitals'
import { escapeHtml, UPLOT_CSS_PATH, VITALS_CHART_PATH } from './landing'
import { keepParsed } from './kept'

/**
 * The demo back end's field-performance reports (POST reportVitals) and the small page that shows
 * them (/demo/vitals on `npm start` and the end-to-end server).
 */
export interface KeptVitals extends VitalsReport {
  at: number
}

export const VITALS_KEPT = 200

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const known = (metric: unknown) => isObject(metric) && VITAL_NAMES.some((name) => metric['name'] === name)

/**
 * Keeps a report that parses (newest last, the oldest dropped past VITALS_KEPT), a metric whose name
 * it does not know left out, as the contract asks of a back end; ignores anything else.
 */
export function keepVitals(kept: KeptVitals[], body: unknown, at: number = Date.now()): boolean {
  const report = isObject(body) && Array.isArray(body['metrics']) ? { ...body, metrics: body['metrics'].filter(known) } : body
  return keepParsed(VitalsReportSchema, kept, report, at, VITALS_KEPT)
}

/** CLS has no unit, JS_BYTES is in bytes; every other metric is a time in milliseconds. */
const UNITS: Record<string, string> = { CLS: 'CLS', JS_BYTES: '字节' }
const unit = (name: string) => UNITS[name] ?? 'ms'
const CAPTIONS: Record<string, string> = { ms: '（毫秒）', 字节: '（字节）' }
const shown = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(3) : name === 'JS_BYTES' ? `${(value / 1024).toFixed(1)} KB` : `${Math.round(value)} ms`

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** /demo/vitals: each metric over time per route and device as a chart, then the reports kept, newest first, one row each. */
export function demoVitalsPage(kept: readonly KeptVitals[]): string {
  const names = VITAL_NAMES
  const rows = [...kept]
    .reverse()
    .map((r) => {
      const cells = names.map((name) => {
        const m = r.metrics.find((x) => x.name === name)
        if (!m) return '<td>—</td>'
        // READY and JS_BYTES have no rating.
        return `<td${'rating' in m ? ` data-rating="${m.rating}"` : ''}>${escapeHtml(shown(name, m.value))}</td>`
      })
      return `<tr><td>${escapeHtml(new Date(r.at).toLocaleTimeString('zh-CN'))}</td><td><code>${escapeHtml(r.route)}</code></td><td>${escapeHtml(r.device)}</td><td>${escapeHtml(r.language ?? '—')}</td>${cells.join('')}</tr>`
    })
    .join('')
  const data = {
    names,
    units: Object.fromEntries(names.map((name) => [name, unit(name)])),
    reports: kept.map((r) => ({
      at: r.at,
      route: r.route,
      device: r.device,
      language: r.language ?? '—',
      metrics: r.metrics.map(({ name, value }) => ({ name, value })),
    })),
  }
  const charts = names
    .map(
      (name) =>
        `<figure><figcaption>${name}${CAPTIONS[unit(name)] ?? ''}</figcaption><div class="chart" data-chart="${name}" role="img" aria-label="${name} 随时间的变化，每条线为一个页面、设备与语言；数值见下表">${
          kept.some((r) => r.metrics.some((m) => m.name === name)) ? '' : '<p>还没有数据</p>'
        }</div></figure>`,
    )
    .join('')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>演示：性能数据</title>
<link rel="stylesheet" href="${UPLOT_CSS_PATH}">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse}th,td{border:1px solid #cbd5e0;padding:.25rem .5rem;text-align:left}
td[data-rating=good]{background:#f0fff4}td[data-rating=needs-improvement]{background:#fffaf0}td[data-rating=poor]{background:#fff5f5}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,30rem),1fr));gap:1rem}figure{margin:0;border:1px solid #cbd5e0;border-radius:.5rem;padding:.5rem;min-width:0}figcaption{font-weight:600}.chart{min-height:2rem}</style></head>
<body><h1>演示：真实用户性能数据（reportVitals）</h1>
<p>每次页面浏览在页面隐藏或离开时上报一次。共 ${kept.length} 条（最多保留 ${VITALS_KEPT} 条）。图中每条线为一个页面、设备与语言；表中绿色为良好，橙色为待改进，红色为较差。READY 为从导航开始到应用接管页面的毫秒数，JS_BYTES 为此前加载的脚本字节数（压缩后，来自缓存的也计入），二者不评级。</p>
<section class="charts" aria-label="各项指标随时间的变化">${charts}</section>
<h2 id="all-reports">全部报告</h2>
<table aria-labelledby="all-reports"><thead><tr><th scope="col">时间</th><th scope="col">页面</th><th scope="col">设备</th><th scope="col">语言</th>${names.map((n) => `<th scope="col">${n}</th>`).join('')}</tr></thead>
<tbody>${rows || `<tr><td colspan="${names.length + 4}">还没有数据：打开并离开几个页面后刷新本页。</td></tr>`}</tbody></table>
<p><a href="/home/login">返回登录页</a> · <a href="/demo/errors">错误报告</a></p>
<script type="application/json" id="vitals-data">${scriptJson(data)}</script>
<script src="${VITALS_CHART_PATH}" defer></script></body></html>`
}
