import { createElement, type ComponentProps, type ComponentType, type ReactElement } from 'react'
import { lazyPart } from '@/app/lazyPart'
import { codeFailed } from '@/features/ui/LoadFailed'
import type { DeviceControls } from '@/start/deviceControls'
import { loginMode, loginPanels, type Panel } from '@/start/shells'
import { PANEL_MODULES } from './panelModules'
import type { LoginMode } from '@/start/shells'
import { WeChatMpButton } from './weChatMpButtonPart'
import { loginWords } from '@/words/zh-CN/login'

// The form panels (and the form library) load when their tab is opened, or
// ahead of the first render when a deep link opens that tab (routes/login.tsx).
const PhonePanel = lazyPart(
  PANEL_MODULES.phone,
  codeFailed(loginWords, (w) => w.phonePanel),
)
const BindPhonePanel = lazyPart(
  PANEL_MODULES.bindPhone,
  codeFailed(loginWords, (w) => w.bindPanel),
)

const PANEL_LOADERS = { phone: PhonePanel, bindPhone: BindPhonePanel, wechat: WeChatMpButton } as const satisfies Record<Panel, unknown>

/** A panel in the card's body (the one-tap WeChat sign-in is in its heading: ./CardHeading.tsx). */
export type FormPanel = Exclude<Panel, 'wechat'>

/** What a screen gives each form panel it can show. */
export type FormPanelProps = { [P in FormPanel]: ComponentProps<(typeof PANEL_LOADERS)[P]> }

/** The form panel a login mode shows on this device (loginPanels, the shells' rule); null: the QR panel, part of the card. */
export function formPanel(mode: LoginMode, device: DeviceControls): FormPanel | null {
  return loginPanels(mode, device).find((panel): panel is FormPanel => panel !== 'wechat') ?? null
}

/** The form panel's part with the screen's props for it (a screen gives props for the panels its modes show). */
export function formPanelElement(panel: FormPanel, props: Partial<FormPanelProps>): ReactElement | null {
  const own = props[panel]
  return own ? createElement(PANEL_LOADERS[panel] as ComponentType<typeof own>, own) : null
}

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
