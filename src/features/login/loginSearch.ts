import { domainEntries, flag, searchSchema, text } from '@/app/searchParams'
import { LOGIN_PARAMS } from '@/start/shells'

/** `/` and `/login`: t (mode), code (scan result), state, jump_url, clear / exit. */
export const LoginSearch = searchSchema({
  ...domainEntries(LOGIN_PARAMS),
  state: text,
  jump_url: text,
  clear: flag,
  exit: flag,
})
