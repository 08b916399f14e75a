/*
 * Input before the app is ready (written to dist/assets/early-input-<hash>.js
 * by scripts/build/vite-plugins.ts; every page loads it `async`, ahead of the app).
 * The prerendered shell paints before the app's JavaScript has arrived, and it
 * stays inert until the app has taken it over, so a tap on it would otherwise
 * do nothing and say nothing. Here a tap on a control of the inert shell marks
 * that control busy and shows "页面正在准备，请稍候…"; when the app is ready the
 * control gets the tap (a button or tab is clicked, a field is focused). A key
 * pressed meanwhile shows the same message (in the page's own status element,
 * index.html). It also preloads what a deep link's query opens (the login's
 * `?t=pwd` panel). Plain script, no dependencies.
 */
;(function () {
  // Says it is listening (the end-to-end test of an early tap waits for it, as a tap before this ran could not be answered).
  document.documentElement.setAttribute('data-early-input', '')
  // The chunks a deep link's query opens (data-query-preloads: {param: {value: [urls]}}), fetched now.
  var me = document.currentScript
  var preloads = me && me.getAttribute('data-query-preloads')
  if (preloads) {
    preloads = JSON.parse(preloads)
    for (var param in preloads)
      (preloads[param][new URLSearchParams(window.location.search).get(param)] || []).forEach(function (href) {
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        link.fetchPriority = 'low'
        document.head.append(link)
      })
  }

  var waiting = null
  var root = () => document.getElementById('root')
  var pending = () => root()?.hasAttribute('inert')
  var status = () => document.getElementById('early-input-status')
  var say = () => {
    status().hidden = false
    status().textContent = '页面正在准备，请稍候…'
  }

  document.addEventListener(
    'click',
    function (e) {
      if (!pending()) return
      // The innermost control under the tap (inert content is not hit-tested: look by geometry).
      root()
        .querySelectorAll('button, a[href], input, select, textarea')
        .forEach(function (control) {
          var box = control.getBoundingClientRect()
          if (box.width && e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom)
            waiting = control
        })
      // The shell's controls carry their styles in classes: an inline opacity is ours to set and clear.
      waiting?.setAttribute('aria-busy', 'true')
      if (waiting) waiting.style.opacity = '0.6'
      say()
    },
    true,
  )
  document.addEventListener(
    'keydown',
    function () {
      if (pending()) say()
    },
    true,
  )

  // Once the app has taken the shell over, the tap is delivered.
  var observer = new MutationObserver(function () {
    if (!root() || pending()) return
    observer.disconnect()
    status().hidden = true
    if (!waiting) return
    waiting.removeAttribute('aria-busy')
    waiting.style.opacity = ''
    if (!waiting.isConnected) return
    waiting.focus()
    waiting.click()
  })
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'], childList: true })
})()
