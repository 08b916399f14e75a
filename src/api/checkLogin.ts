import { useQuery } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST checkLogin: the session check of the contract; a failure never blocks a screen. */
export interface CheckLoginPayload {
  token: string
  referrer_url: string
}

export const checkLogin = (payload: CheckLoginPayload) => resultCall('POST', 'checkLogin', { ...payload }, { quiet: true })

export const useCheckLogin = (payload: CheckLoginPayload) =>
  useQuery({ queryKey: ['checkLogin', payload], queryFn: () => checkLogin(payload), retry: false })
