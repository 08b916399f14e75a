import { flag, oneOf, searchSchema, text } from '@/app/search'
import { LOGIN_MODES } from '@/outcomes/shells'

export { LOGIN_MODES, type LoginMode } from '@/outcomes/shells'

/** `/` and `/login`: t (mode), code (scan result), state, jump_url, clear / exit. */
export const LoginSearch = searchSchema({
  t: oneOf(LOGIN_MODES),
  code: text,
  state: text,
  jump_url: text,
  clear: flag,
  exit: flag,
})
