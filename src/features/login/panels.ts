import { lazyPart } from '@/app/lazyPart'
import { codeFailed } from '@/features/ui/LoadFailed'
import type { DeviceControls } from '@/start/deviceControls'
import { loginMode, loginPanels, type Panel } from '@/start/shells'
import type { LoginMode } from './search'
import { WechatSlot } from './wechatSlotLoader'

// The form panels (and the form library) load when their tab is opened, or
// ahead of the first render when a deep link opens that tab (routes/login.tsx).
export const PhonePanel = lazyPart(() => import('./PhonePanel'), codeFailed('手机号登录'))
export const BindPhonePanel = lazyPart(() => import('./BindPhonePanel'), codeFailed('绑定手机号'))

const PANEL_LOADERS = { phone: PhonePanel, bindPhone: BindPhonePanel, wechat: WechatSlot } as const satisfies Record<Panel, unknown>

/**
 * The login routes' loader (and the embedded login's): the panels the plan's rule says the mode
 * shows (src/start/shells.ts, loginPanels; the early script preloads the same ones). Entering the
 * page (a deep link), the first render waits for them, so the panel appears with the page instead
 * of after a spinner; switching tabs on the page does not wait (the tab switches at once and the
 * panel's fallback shows). Code that does not arrive shows as such in the panel's place (src/app/onDemand.ts).
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
  const parts = loginPanels(loginMode(t, device), device).map((panel) => PANEL_LOADERS[panel].preload())
  return cause === 'enter' && parts.length > 0 ? Promise.all(parts) : undefined
}
