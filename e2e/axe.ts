/**
 * axe-core's current rules, run in the page itself: @axe-core/playwright 4.14
 * needs Node 22, so the suite injects the axe-core package's own script
 * (page.evaluate runs outside the page's Content-Security-Policy) and calls
 * axe.run. One version for everything: the installed axe-core.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { WECHAT_PHONE } from './devices'

const require = createRequire(import.meta.url)
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
export const AXE_VERSION = (JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string }).version

/** WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** axe's options for `tags`: only violations. */
export const axeOptions = (tags: readonly string[] = AXE_TAGS): RunOptions => ({
  runOnly: { type: 'tag', values: [...tags] },
  resultTypes: ['violations'],
})

/**
 * Runs axe in the page (sent as text to any engine: it uses nothing outside itself): the version
 * that ran and one line per violation (rule, help, the elements).
 */
export function runAxeInPage(options: RunOptions): Promise<{ version: string; violations: string[] }> {
  const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe
  return axe.run(document, options).then((results) => ({
    version: results.testEngine.version,
    violations: results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  }))
}

/** The violations on the page, one line each: rule, help, the elements. */
export async function axeViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const { version, violations } = await page.evaluate(runAxeInPage, axeOptions(tags))
  if (version !== AXE_VERSION) throw new Error(`axe-core ${version} ran, expected ${AXE_VERSION}`)
  return violations
}

/** The widths the accessibility suites run at: a phone in WeChat (390 px, touch) and a desktop browser (1280 px). */
export const WIDTHS = [
  {
    name: '390 px, WeChat on Android',
    phone: true,
    use: WECHAT_PHONE,
  },
  { name: '1280 px, desktop', phone: false, use: { viewport: { width: 1280, height: 800 } } },
] as const
