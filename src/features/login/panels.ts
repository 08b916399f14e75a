import { preloadable } from '@/app/preloadable'
import type { LoginMode } from './search'

// The form panels (and the form library) load when their tab is opened, or
// ahead of the first render when a deep link opens that tab (routes/login.tsx).
export const PhonePanel = preloadable(() => import('./PhonePanel'))
export const BindPhonePanel = preloadable(() => import('./BindPhonePanel'))

/**
 * The login routes' loader: the panel a `t` opens. Entering the page (a deep
 * link), the first render waits for it, so the panel appears with the page
 * instead of after a spinner; switching tabs on the page does not wait (the
 * tab switches at once and the panel's fallback shows). A failed load is left
 * to the panel's own render to retry.
 */
export function preloadLoginPanel({
  t,
  cause,
}: {
  t: LoginMode | undefined
  cause: 'preload' | 'enter' | 'stay'
}): Promise<unknown> | undefined {
  const panel = t === 'pwd' ? PhonePanel : t === 'bindPhone' ? BindPhonePanel : null
  const loading = panel?.preload().catch(() => undefined)
  return cause === 'enter' ? loading : undefined
}
