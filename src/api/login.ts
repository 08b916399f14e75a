import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** GET login: scan login by code, or login for a chosen type on the loadings page (spec section 7). */
export type LoginPayload = {
  code?: string
  front_user_id?: string
  type?: string
  state?: string
  /** Which WeChat app the code is from: `open` (the QR) or `mp` (the official account, inside WeChat). */
  source?: 'open' | 'mp'
  isAuto?: 0 | 1
  stu?: 1
}

export const login = (payload: LoginPayload) => resultCall('GET', 'login', payload)

export const useLogin = () => useMutation({ mutationKey: ['login'], mutationFn: login })
