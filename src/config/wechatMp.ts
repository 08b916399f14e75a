/**
 * 微信一键登录's switch in config.js, the one rule: `wechatMpAppId` trimmed, empty meaning off. The
 * schema keeps the id through it (src/config/schema.ts), and the early script reads config.js with
 * it before the app has parsed it, without the schema's weight.
 */
export function wechatMpAppIdOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Whether a config (config.js's raw object, or as the schema keeps it) turns 微信一键登录 on. */
export function wechatMpOn(config: unknown): boolean {
  return typeof config === 'object' && config !== null && wechatMpAppIdOf((config as { wechatMpAppId?: unknown }).wechatMpAppId) !== ''
}
