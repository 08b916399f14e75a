/*
 * Input before the app is ready (written to dist/assets/early-input-<hash>.js
 * by scripts/vite-plugins.ts; every page loads it `async`, ahead of the app).
 * The prerendered shell paints before the app's JavaScript has arrived, and it
 * stays inert until the app has taken it over, so a tap on it would otherwise
 * do nothing and say nothing. Here a tap on a control of the inert shell marks
 * that control busy and shows "页面正在准备，请稍候…"; when the app is ready the
 * control gets the tap (a button or tab is clicked, a field is focused). A key
 * pressed meanwhile shows the same message (in the page's own status element,
 * index.html). Plain ES5, no dependencies.
 */
;(function () {
  var CONTROLS = 'button, a[href], input, select, textarea, [role="tab"], [role="button"]'
  var waiting = null

  function root() {
    return document.getElementById('root')
  }
  function pending() {
    var r = root()
    return r !== null && r.hasAttribute('inert')
  }

  /** The innermost control of the shell under a point (inert content is not hit-tested, so look by geometry). */
  function controlAt(x, y) {
    var found = null
    var list = root().querySelectorAll(CONTROLS)
    for (var i = 0; i < list.length; i++) {
      var box = list[i].getBoundingClientRect()
      if (box.width > 0 && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) found = list[i]
    }
    return found
  }

  function say() {
    var status = document.getElementById('early-input-status')
    if (status === null) return
    status.hidden = false
    status.textContent = '页面正在准备，请稍候…'
  }

  function mark(control) {
    unmark()
    waiting = { control: control, opacity: control.style.opacity }
    control.setAttribute('aria-busy', 'true')
    control.style.opacity = '0.6'
  }
  function unmark() {
    if (waiting === null) return null
    var control = waiting.control
    control.removeAttribute('aria-busy')
    control.style.opacity = waiting.opacity
    waiting = null
    return control
  }

  document.addEventListener(
    'click',
    function (e) {
      if (!pending()) return
      var control = controlAt(e.clientX, e.clientY)
      if (control !== null) mark(control)
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

  var observer = new MutationObserver(function () {
    if (root() === null || pending()) return
    observer.disconnect()
    var status = document.getElementById('early-input-status')
    if (status !== null) status.hidden = true
    var control = unmark()
    if (control === null || !control.isConnected) return
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName)) control.focus()
    else control.click()
  })
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'], childList: true })
})()
