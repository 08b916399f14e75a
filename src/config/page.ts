import { CONFIG_GLOBAL } from '@/start/protocol'
import { parseConfig, type ConfigResult } from './schema'

/**
 * What the page's /home/config.js set (`window.__HOME_CONFIG__`, CONFIG_GLOBAL), parsed with the
 * schema, for the app's start (src/main.tsx) and the work before the app (src/app/beforeApp.ts,
 * src/features/register/pageReads.ts). The early script reads only whether 微信一键登录 is on
 * (src/config/wechatMp.ts, held to the schema by its test).
 * `null` while config.js has not run (a deferred script: it runs once the document is parsed).
 */
export function pageConfig(): ConfigResult | null {
  const raw: unknown = (window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]
  return raw === undefined ? null : parseConfig(raw)
}
