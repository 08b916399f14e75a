/**
 * Time to usable on a slow phone: from navigation start until the control a
 * user came for responds — the page's root is no longer inert, and the entry's
 * control is in the page, enabled and outside any inert subtree. Measured in
 * Debian's Chromium driven by Playwright, throttled over CDP the way
 * Lighthouse's mobile profile is simulated (`mobileSlow4G`: 4× CPU slowdown,
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), at the Moto G Power
 * screen and user agent Lighthouse emulates, cold cache (WeChat's widget from
 * the loopback stand-in, scripts/measure/wechat-stub.ts). A MutationObserver installed before the page's own scripts records
 * the moment, so the app does not report on itself.
 */
import { chromium, type Browser } from '@playwright/test'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium'

/** What must respond on an entry: a CSS selector, on a path (after an in-app redirect) when given. */
export interface UsableWhen {
  selector: string
  path?: string
}

export const SLOW_PHONE = throttling.mobileSlow4G

declare global {
  interface Window {
    __usableAt?: number
  }
}

/** Installed before the page's scripts: records performance.now() when the entry's control first responds. */
const USABLE_OBSERVER = `function (w) {
  var observer = new MutationObserver(function () {
    if (window.__usableAt !== undefined) return
    var root = document.getElementById('root')
    if (!root || root.hasAttribute('inert') || root.childElementCount === 0) return
    if (w.path !== undefined && !window.location.pathname.endsWith(w.path)) return
    var el = document.querySelector(w.selector)
    if (!el || el.closest('[inert]') || el.disabled) return
    window.__usableAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}`

export async function launchForUsable(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs, '--headless=new'] })
}

/** One cold load of `url`; resolves with milliseconds from navigation start to usable. */
export async function timeToUsable(browser: Browser, url: string, when: UsableWhen, timeoutMs = 30_000): Promise<number> {
  const screen = screenEmulationMetrics.mobile
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'zh-CN',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.rttMs,
      downloadThroughput: (SLOW_PHONE.throughputKbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdownMultiplier })
    // A string, not a function: tsx's transform would add helpers the page does not have.
    await page.addInitScript(`(${USABLE_OBSERVER})(${JSON.stringify(when)})`)
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__usableAt !== undefined, undefined, { timeout: timeoutMs, polling: 100 })
    return await page.evaluate(() => window.__usableAt ?? NaN)
  } finally {
    await context.close()
  }
}
