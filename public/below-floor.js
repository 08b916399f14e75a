/*
 * Below the floor (docs/browsers.md: How an engine starts the page): an engine that cannot run the page (IE or a dual-kernel
 * browser in its IE mode, an engine without ES modules, or one the early script's test finds
 * too old, src/start/engine.ts) shows this instead of a form that cannot work. Only such an
 * engine asks for this file (<script nomodule>, or the early script). ES3, no framework.
 */
;(function () {
  var d = document
  function show() {
    if (d.getElementById('below-floor')) return
    var config = window.__HOME_CONFIG__ || {}
    // What the config's schema allows (isSafeUrl, src/config/schema.ts: IE has no startsWith to run it),
    // else the default; src/config/below-floor.test.ts holds the two to the same answers.
    var url = config.supportQrUrl
    // eslint-disable-next-line no-useless-escape -- ES3 ends a regex literal at a bare / even inside [].
    var qr = typeof url === 'string' && /^(https?:\/\/[^\s\/\\]|\/(?!\/)[^\\]*$)/i.test(url) ? url : '/home/support-qr.svg'
    var box = d.createElement('div')
    box.id = 'below-floor'
    box.setAttribute('role', 'alert')
    box.style.cssText =
      'box-sizing:border-box;width:calc(100% - 32px);max-width:480px;margin:48px auto;padding:24px;border:1px solid #e4e4e7;border-radius:8px;font:16px/1.6 sans-serif;color:#18181b;background:#fff'
    box.innerHTML =
      '<h1 style="margin:0 0 12px;font-size:20px">当前浏览器版本过低，无法使用本站</h1>' +
      '<p style="margin:0 0 8px">如果您使用的是 360、QQ 或搜狗浏览器：请点击地址栏右侧的闪电或“e”图标，切换到<strong>极速模式</strong>后刷新本页。</p>' +
      '<p style="margin:0 0 8px">也可以在微信中打开本页，或改用最新版的 Edge、Chrome、Firefox 浏览器。</p>' +
      '<p style="margin:0 0 8px">仍有问题请扫码联系客服：</p>'
    var img = d.createElement('img')
    img.src = qr
    img.alt = '客服二维码'
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
