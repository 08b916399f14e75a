/** `t` of /LoginIfarme: the login page's values for its two tabs (scan: QR, pwd: mobile). */
export const EMBEDDED_MODES = ['scan', 'pwd'] as const
export type EmbeddedMode = (typeof EMBEDDED_MODES)[number]
