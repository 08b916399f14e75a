import type { ShownReport } from '../../scripts/symbolicate/symbolicate.ts'
import { escapeHtml } from './landing'
import { keepParsed } from './kept'
import { ReceivedReport, type KeptReport } from './reports'

/**
 * The demo back end's field error reports (POST reportError) and the page that shows them,
 * symbolicated (/demo/errors on `npm start` and `npm run serve:demo`). The symbolication runs on
 * the server that renders the page (scripts/symbolicate/symbolicate.ts), never in the browser.
 */
export const REPORTS_KEPT = 200

/** Keeps a report that parses (newest last, the oldest dropped past REPORTS_KEPT); ignores anything else. */
export function keepReport(kept: KeptReport[], body: unknown, at: number = Date.now()): boolean {
  return keepParsed(ReceivedReport, kept, body, at, REPORTS_KEPT)
}

function reportHtml({ report, engine, lines, frames, mapped, problems }: ShownReport): string {
  const [title, ...rest] = lines
  const body = rest
    .map(({ raw, original }) =>
      original
        ? `<li class="frame"><code class="at">${escapeHtml(original.name ?? '(匿名函数)')}</code> <code class="src">${escapeHtml(`${original.source}:${original.line}:${original.column}`)}</code>${
            original.code ? `<pre>${escapeHtml(original.code)}</pre>` : ''
          }<details><summary>压缩后的位置</summary><code>${escapeHtml(raw.trim())}</code></details></li>`
        : `<li><code>${escapeHtml(raw)}</code></li>`,
    )
    .join('')
  return `<article data-release="${escapeHtml(report.release)}">
<h2><code>${escapeHtml(title?.raw ?? '')}</code></h2>
<dl><dt>时间</dt><dd>${escapeHtml(new Date(report.at).toLocaleString('zh-CN'))}</dd><dt>版本</dt><dd><code>${escapeHtml(report.release || '（未注明）')}</code></dd>
<dt>语言</dt><dd>${escapeHtml(report.language ?? '（未注明）')}</dd><dt>浏览器</dt><dd>${escapeHtml(engine)}</dd><dt>还原</dt><dd>${mapped} / ${frames} 个调用帧已对应到源码</dd></dl>
${problems.map((p) => `<p class="problem" role="note">${escapeHtml(p)}</p>`).join('')}
<ol class="stack">${body}</ol>
<details><summary>User-Agent</summary><code>${escapeHtml(report.userAgent)}</code></details>
</article>`
}

/** /demo/errors: the reports received, newest first, each with its release, engine and stack in our source. */
export function demoErrorsPage(shown: readonly ShownReport[]): string {
  const articles = [...shown]
    .sort((a, b) => b.report.at - a.report.at)
    .map(reportHtml)
    .join('\n')
  // How many reports each language's pages sent: a language that fails more shows up.
  const counts = new Map<string, number>()
  for (const { report } of shown) counts.set(report.language ?? '（未注明）', (counts.get(report.language ?? '（未注明）') ?? 0) + 1)
  const byLanguage = [...counts].map(([language, n]) => `${escapeHtml(language)} ${n} 条`).join(' · ')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>演示：错误报告</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1rem;margin:0 0 .5rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:.125rem 1rem;margin:0 0 .5rem}dt{color:#4a5568}dd{margin:0;overflow-wrap:anywhere}
ol.stack{padding-left:1.5rem;margin:.5rem 0}ol.stack li{margin:.25rem 0;overflow-wrap:anywhere}.src{color:#c05621}
pre{margin:.125rem 0;padding:.25rem .5rem;background:#f7fafc;border-left:3px solid #dd6b20;white-space:pre-wrap}
.problem{color:#9b2c2c;background:#fff5f5;padding:.25rem .5rem;margin:.25rem 0}summary{color:#4a5568;cursor:pointer}</style></head>
<body><h1>演示：错误报告（reportError）</h1>
<p>页面出错时上报的内容，最新的在前，共 ${shown.length} 条（最多保留 ${REPORTS_KEPT} 条）。调用栈按报告所属版本的 source map 还原到源码（source map 不随页面发布）。${byLanguage ? `按语言：<span data-by-language>${byLanguage}</span>。` : ''}</p>
${articles || '<p>还没有错误报告。</p>'}
<p><a href="/home/login">返回登录页</a> · <a href="/demo/vitals">性能数据</a></p></body></html>`
}
