import type { Panel } from '@/start/shells'

/**
 * Each panel's module, written once: the loaders import through this table (./panels.ts,
 * ./weChatMpButtonPart.ts), and the build has the early script ask for each kept variant's panels
 * as the app's entry arrives (scripts/build/html.ts reads these specifiers and finds their chunks in
 * the Vite manifest). One line per panel, `name: () => import('./Module'),`: the build refuses any other shape.
 */
export const PANEL_MODULES = {
  phone: () => import('./PhonePanel'),
  bindPhone: () => import('./BindPhonePanel'),
  wechat: () => import('./WeChatMpButton'),
} as const satisfies Record<Panel, () => Promise<unknown>>
