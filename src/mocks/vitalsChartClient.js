/* global document, uPlot */
// /demo/vitals in the browser: each metric over time, one line per route, device and language, drawn with
// uPlot (served with this script by the demo server only: src/mocks/vitalsChart.ts). The table
// below the charts holds the same figures for screen readers and for copying.
;(function () {
  var source = document.getElementById('vitals-data')
  if (!source || typeof uPlot !== 'function') return
  /** @type {{ names: string[], units: Record<string, string>, reports: { at: number, route: string, device: string, language: string, metrics: { name: string, value: number }[] }[] }} */
  var data = JSON.parse(source.textContent || '{}')
  var palette = ['#dd6b20', '#3182ce', '#38a169', '#805ad5', '#d53f8c', '#319795', '#b7791f', '#e53e3e']
  data.names.forEach(function (name) {
    var box = document.querySelector('[data-chart="' + name + '"]')
    if (!box) return
    var rows = data.reports.filter(function (r) {
      return r.metrics.some(function (m) {
        return m.name === name
      })
    })
    if (rows.length === 0) return
    var keys = []
    rows.forEach(function (r) {
      var key = r.route + ' · ' + r.device + ' · ' + r.language
      if (keys.indexOf(key) < 0) keys.push(key)
    })
    var xs = rows.map(function (r) {
      return r.at / 1000
    })
    var lines = keys.map(function (key) {
      return rows.map(function (r) {
        if (r.route + ' · ' + r.device + ' · ' + r.language !== key) return null
        var m = r.metrics.filter(function (x) {
          return x.name === name
        })[0]
        return m ? m.value : null
      })
    })
    box.textContent = ''
    new uPlot(
      {
        width: Math.max(280, box.clientWidth),
        height: 220,
        series: [{ label: '时间' }].concat(
          keys.map(function (key, i) {
            return { label: key, stroke: palette[i % palette.length], width: 2, spanGaps: true, points: { show: true, size: 6 } }
          }),
        ),
        axes: [{}, { label: data.units[name] || '', size: 60 }],
      },
      [xs].concat(lines),
      box,
    )
    box.setAttribute('data-drawn', String(keys.length))
  })
})()
