import type { Panel } from '@/start/shells'

/**
 * Each panel's module as the build's manifest names it: data, so the build imports it (scripts/build/html.ts
 * has the early script ask for each kept variant's panels as the app's entry arrives). The loaders import
 * the same modules through ./panelModules.ts (./panelModules.test.ts holds the two to one module each).
 */
export const PANEL_FILES = {
  phone: 'src/features/login/PhonePanel.tsx',
  bindPhone: 'src/features/login/BindPhonePanel.tsx',
  wechat: 'src/features/login/WeChatMpButton.tsx',
} as const satisfies Record<Panel, string>
