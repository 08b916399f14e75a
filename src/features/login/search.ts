import { flag, oneOf, searchSchema, text } from '@/app/search'
import { LOGIN_MODES } from '@/start/shells'

export { LOGIN_MODES, type LoginMode } from '@/start/shells'

/** `/` and `/login`: t (mode), code (scan result), state, jump_url, clear / exit. */
export const LoginSearch = searchSchema({
  t: oneOf(LOGIN_MODES),
  code: text,
  state: text,
  jump_url: text,
  clear: flag,
  exit: flag,
})
