/**
 * Whether a config turns the one-tap WeChat sign-in on, the one rule every side asks: config.js's raw object (the
 * early script, before the app has parsed it, without the schema's weight) or the config as
 * src/config/schema.ts keeps it (the slot, the start): `wechatMpAppId` trimmed, empty meaning off.
 */
export function wechatMpOn(config: unknown): boolean {
  if (typeof config !== 'object' || config === null) return false
  const id: unknown = (config as { wechatMpAppId?: unknown }).wechatMpAppId
  return typeof id === 'string' && id.trim() !== ''
}
