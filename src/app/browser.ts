import { getConfig } from '@/config/store'
import { signalsOf, type DeviceSignals } from '@/start/deviceControls'
import type { Env } from '@/outcomes/types'

/**
 * Reads of the browser environment. Call only from effects, loaders and
 * event handlers, never at module load or during render.
 */
export function browserEnv(): Env {
  return { config: getConfig(), origin: window.location.origin }
}

export function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** What the device says about itself (src/start/deviceDecision.ts decides); a neutral desktop where there is no browser. */
export function deviceSignals(): DeviceSignals {
  if (typeof window === 'undefined') return { userAgent: '', coarsePointer: false, viewportWidth: 1280, maxTouchPoints: 0 }
  return signalsOf(window)
}

/** A fresh random `state` for every QR shown and every trip to WeChat's authorization (contract "WeChat QR login"). */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Leave this app for a URL the outcomes core has already checked. */
export function leaveTo(url: string, target: 'self' | 'top' = 'self'): void {
  if (target === 'top' && window.top && window.top !== window) {
    try {
      window.top.location.href = url
      return
    } catch {
      // A cross-origin parent may refuse: leave the frame instead.
    }
  }
  window.location.assign(url)
}

/**
 * Hand a token to the page that embeds this one, only when that page's origin
 * is trusted (its referrer, or Chrome's ancestorOrigins). Returns whether it was sent.
 */
export function postTokenToParent(token: string, trustedOrigin: (candidate: string) => string | null): boolean {
  if (window.parent === window) return false
  // eslint-disable-next-line compat/compat -- read only where the engine has it (Firefox does not: the referrer then)
  const candidates = [document.referrer, ...(window.location.ancestorOrigins ? Array.from(window.location.ancestorOrigins) : [])]
  const target = candidates.map(trustedOrigin).find((o): o is string => o !== null)
  if (!target) return false
  window.parent.postMessage({ source: 'home-login', type: 'login', token }, target)
  return true
}
