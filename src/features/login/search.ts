import { flag, oneOf, searchSchema, text } from '@/app/search'

/** `/` and `/login`: t (mode), code (scan result), state, jump_url, clear / exit. */
export const LOGIN_MODES = ['scan', 'pwd', 'bindPhone'] as const
export type LoginMode = (typeof LOGIN_MODES)[number]

export const LoginSearch = searchSchema({
  t: oneOf(LOGIN_MODES),
  code: text,
  state: text,
  jump_url: text,
  clear: flag,
  exit: flag,
})
