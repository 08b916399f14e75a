import { getConfig } from '@/config/store'
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
