/**
 * Whether config.js turns 微信一键登录 on: the early script shows the button from it before the app
 * has parsed config.js, without the schema's weight (src/config/schema.ts keeps `wechatMpAppId`
 * trimmed, empty meaning off; src/config/wechatMp.test.ts holds the two together).
 */
export function wechatMpOn(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false
  const id: unknown = (raw as { wechatMpAppId?: unknown }).wechatMpAppId
  return typeof id === 'string' && id.trim() !== ''
}
