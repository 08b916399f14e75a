import type { SourceOf, WordsOf } from '../../src/words/define.ts'
import type { belowFloorWords } from '../../src/words/zh-CN/belowFloor.ts'

/** The file name under each language's directory (BELOW_FLOOR_SCRIPT, src/start/protocol.ts, is the source language's). */
export const BELOW_FLOOR_FILE = 'below-floor.js'

/**
 * Below the floor (docs/browsers.md: How an engine starts the page): an engine that cannot run the page (IE or a
 * dual-kernel browser in its IE mode, an engine without ES modules, or one the early script's test finds too old,
 * src/start/engine.ts) shows this instead of a form that cannot work. Only such an engine asks for it (the page's
 * `<script nomodule>`, or the early script), in its page's language: the build writes one per language
 * (scripts/build/prerender.ts) with that language's words. ES3, no framework; the words go in as text nodes.
 */
export function belowFloorScript(words: WordsOf<SourceOf<typeof belowFloorWords>>): string {
  return `;(function () {
  var w = ${JSON.stringify(words)}
  var d = document
  function el(name, style, text) {
    var node = d.createElement(name)
    node.style.cssText = style
    if (text) node.appendChild(d.createTextNode(text))
    return node
  }
  function show() {
    if (d.getElementById('below-floor')) return
    var config = window.__HOME_CONFIG__ || {}
    // What the config's schema allows (isSafeUrl, src/config/schema.ts: IE has no startsWith to run it), else the
    // default; scripts/build/belowFloor.test.ts holds the two to the same answers.
    var url = config.supportQrUrl
    var qr = typeof url === 'string' && /^(https?:\\/\\/[^\\s\\/\\\\]|\\/(?!\\/)[^\\\\]*$)/i.test(url) ? url : '/home/support-qr.svg'
    var box = el('div', 'box-sizing:border-box;width:calc(100% - 32px);max-width:480px;margin:48px auto;padding:24px;border:1px solid #e4e4e7;border-radius:8px;font:16px/1.6 sans-serif;color:#18181b;background:#fff')
    box.id = 'below-floor'
    box.setAttribute('role', 'alert')
    var p = 'margin:0 0 8px'
    box.appendChild(el('h1', 'margin:0 0 12px;font-size:20px', w.title))
    var kernel = el('p', p, w.kernelBefore)
    kernel.appendChild(el('strong', '', w.kernelMode))
    kernel.appendChild(d.createTextNode(w.kernelAfter))
    box.appendChild(kernel)
    box.appendChild(el('p', p, w.elsewhere))
    box.appendChild(el('p', p, w.contact))
    var img = d.createElement('img')
    img.src = qr
    img.alt = w.qrAlt
    img.width = 120
    img.height = 120
    box.appendChild(img)
    var root = d.getElementById('root')
    if (root) root.style.display = 'none'
    d.body.insertBefore(box, d.body.firstChild)
  }
  // After the parse: config.js (deferred) has run then, and the early script may ask for this file long before.
  if (d.body && d.readyState !== 'loading') show()
  else if (d.addEventListener) d.addEventListener('DOMContentLoaded', show)
  else if (d.attachEvent)
    d.attachEvent('onreadystatechange', function () {
      if (d.readyState !== 'loading') show()
    })
})()
`
}
