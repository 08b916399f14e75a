import { preloadable } from '@/app/preloadable'
import type { DeviceControls } from '@/outcomes/deviceControls'
import type { LoginMode } from './search'
import { WechatSlot } from './wechatSlotLoader'

// The form panels (and the form library) load when their tab is opened, or
// ahead of the first render when a deep link opens that tab (routes/login.tsx).
export const PhonePanel = preloadable(() => import('./PhonePanel'))
export const BindPhonePanel = preloadable(() => import('./BindPhonePanel'))

/**
 * The login routes' loader (and the embedded login's): the panel a `t` opens, or without one the device's default. Entering the page (a deep
 * link), the first render waits for it, so the panel appears with the page
 * instead of after a spinner; switching tabs on the page does not wait (the
 * tab switches at once and the panel's fallback shows). A failed load is left
 * to the panel's own render to retry.
 */
export function preloadLoginPanel({
  t,
  cause,
  device,
}: {
  t: LoginMode | undefined
  cause: 'preload' | 'enter' | 'stay'
  device: DeviceControls
}): Promise<unknown> | undefined {
  // Without `t` the device decides which panel opens (src/outcomes/device.ts: phones, the phone panel).
  const mode = t ?? device.defaultLoginMode
  const panel = mode === 'pwd' ? PhonePanel : mode === 'bindPhone' ? BindPhonePanel : null
  // In WeChat on a phone, 微信一键登录 too (not while binding a phone after a WeChat sign-in).
  const wechat = device.wechatSignIn && mode !== 'bindPhone' ? WechatSlot : null
  const parts = [panel, wechat].flatMap((p) => (p ? [p.preload().catch(() => undefined)] : []))
  return cause === 'enter' && parts.length > 0 ? Promise.all(parts) : undefined
}
