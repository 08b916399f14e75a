import type { Panel } from '@/start/shells'

/**
 * Each panel's module, imported once: the loaders import through this table (./panels.ts,
 * ./weChatMpButtonPart.ts). The build names the same modules in ./panelFiles.ts, as data it can
 * import (./panelModules.test.ts holds the two to one module each).
 */
export const PANEL_MODULES = {
  phone: () => import('./PhonePanel'),
  bindPhone: () => import('./BindPhonePanel'),
  wechat: () => import('./WeChatMpButton'),
} as const satisfies Record<Panel, () => Promise<unknown>>
