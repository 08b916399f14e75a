/*
 * The only script a page's HTML runs itself (scripts/vite-plugins.ts writes it
 * to dist/assets/boot-<hash>.js and points every page at it). The page's
 * prerendered shell paints from the HTML alone; the app's modules are fetched
 * and started only after that first paint, so on a slow link the HTML and its
 * styles do not share the bandwidth with the JavaScript, and on a slow phone
 * the first paint does not wait for the app to start. The shell stays inert
 * until the app has taken it over. A hidden tab paints nothing (and runs no
 * animation frames): it starts at once.
 */
;(function () {
  var script = document.currentScript
  if (!script) return
  var app = script.getAttribute('data-app')
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    var module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = app
    document.head.appendChild(module)
  }
  if (document.visibilityState === 'visible')
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  else start()
})()
