/* global window, document, Node, CSS, getComputedStyle */
/*
 * The cross-engine lane's locators, resolved in the page (WebKit over W3C WebDriver, Firefox over
 * WebDriver BiDi): the same chains Playwright's locators describe (getByRole, getByPlaceholder,
 * getByTestId, getByText, getByLabel, css, filter, or, nth), with Playwright's matching rules
 * (a string matches a substring, ignoring case and runs of spaces, unless exact; a RegExp tests).
 * Roles and accessible names come from @testing-library/dom (its UMD build is put in the page
 * first, as window.TestingLibraryDom): the same ARIA rules Chromium's suite is checked against.
 * Plain JavaScript, read as text (e2e/engines/page.ts): nothing transforms it before the page runs it.
 */
;(function () {
  if (window.__lane) return
  var TL = window.TestingLibraryDom
  var norm = function (t) {
    return String(t == null ? '' : t)
      .replace(/\s+/g, ' ')
      .trim()
  }
  function matcher(m, exact) {
    if (m.re !== undefined) {
      var re = new RegExp(m.re, m.flags)
      return function (t) {
        re.lastIndex = 0
        return re.test(norm(t))
      }
    }
    var s = norm(m.s)
    return exact
      ? function (t) {
          return norm(t) === s
        }
      : function (t) {
          return norm(t).toLowerCase().indexOf(s.toLowerCase()) !== -1
        }
  }
  function under(roots, selector) {
    var out = []
    roots.forEach(function (root) {
      out.push.apply(out, Array.prototype.slice.call(root.querySelectorAll(selector)))
    })
    return out
  }
  var SKIP = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEMPLATE: 1, HEAD: 1, TITLE: 1 }
  /** The smallest elements whose text matches (Playwright's getByText). */
  function byText(roots, test) {
    return under(roots, '*').filter(function (el) {
      if (SKIP[el.tagName] || !test(el.textContent)) return false
      for (var c = el.firstElementChild; c; c = c.nextElementSibling) if (!SKIP[c.tagName] && test(c.textContent)) return false
      return true
    })
  }
  function ordered(list) {
    var unique = list.filter(function (el, i) {
      return list.indexOf(el) === i
    })
    return unique.sort(function (a, b) {
      if (a === b) return 0
      return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    })
  }
  function step(roots, s) {
    switch (s.k) {
      case 'css':
        return under(roots, s.sel)
      case 'testid':
        return under(roots, '[data-testid="' + CSS.escape(s.id) + '"]')
      case 'placeholder': {
        var p = matcher(s.m, s.exact)
        return under(roots, '[placeholder]').filter(function (el) {
          return p(el.getAttribute('placeholder'))
        })
      }
      case 'text':
        return byText(roots, matcher(s.m, s.exact))
      case 'label': {
        var l = matcher(s.m, s.exact)
        var out = []
        roots.forEach(function (root) {
          out.push.apply(
            out,
            TL.queryAllByLabelText(root, function (_c, el) {
              return l(el.textContent)
            }),
          )
          out.push.apply(
            out,
            under([root], '[aria-label]').filter(function (el) {
              return l(el.getAttribute('aria-label'))
            }),
          )
        })
        return out
      }
      case 'role': {
        var opts = { hidden: false }
        if (s.name) {
          var n = matcher(s.name, s.exact)
          opts.name = function (accessibleName) {
            return n(accessibleName)
          }
        }
        if (s.level !== undefined) opts.level = s.level
        if (s.checked !== undefined) opts.checked = s.checked
        var found = []
        roots.forEach(function (root) {
          found.push.apply(found, TL.queryAllByRole(root, s.role, opts))
        })
        return found
      }
      case 'hasText': {
        var h = matcher(s.m, false)
        return roots.filter(function (el) {
          return h(el.textContent)
        })
      }
      case 'or':
        return resolve(s.a).concat(resolve(s.b))
      case 'nth':
        if (roots.length === 0) return []
        return [roots[s.n < 0 ? roots.length + s.n : s.n]].filter(Boolean)
      default:
        throw new Error('lane: unknown step ' + s.k)
    }
  }
  function resolve(chain) {
    var set = [document]
    for (var i = 0; i < chain.length; i++) set = ordered(step(set, chain[i]))
    return set
  }
  function visible(el) {
    if (!el.isConnected) return false
    var style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return false
    var r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0
  }
  function enabled(el) {
    return !(el.disabled || el.closest('[aria-disabled="true"],[inert]'))
  }
  window.__lane = {
    resolve: resolve,
    visible: visible,
    /** What an action needs: how many match, and whether the one that does is visible and enabled. */
    state: function (chain) {
      var list = resolve(chain)
      var one = list.length === 1 ? list[0] : null
      return { count: list.length, visible: one ? visible(one) : false, enabled: one ? enabled(one) : false }
    },
  }
})()
