import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * What /demo/vitals loads to draw its charts, served by the demo servers only (e2e/server.ts,
 * src/mocks/devServer.ts), never part of the app: uPlot (small, maintained, canvas;
 * docs/field-reports.md, "Field figures from real users", says why) and the page's drawing code after it, in one script.
 */
const require = createRequire(import.meta.url)

export function vitalsChartScript(): string {
  const uplot = readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8')
  const drawing = readFileSync(new URL('./vitalsChartClient.js', import.meta.url), 'utf8')
  return `${uplot}\n${drawing}`
}

export function uplotCss(): string {
  return readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8')
}
