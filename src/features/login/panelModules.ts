import type { Panel } from '@/start/shells'

/** Each panel's module, written once: the route loaders and the screens load through this table (./panels.ts, ./weChatMpButtonPart.ts). */
export const PANEL_MODULES = {
  phone: () => import('./PhonePanel'),
  bindPhone: () => import('./BindPhonePanel'),
  wechat: () => import('./WeChatMpButton'),
} as const satisfies Record<Panel, () => Promise<unknown>>
