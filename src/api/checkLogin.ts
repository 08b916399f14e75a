import type * as v from 'valibot'
import { useQuery } from '@tanstack/react-query'
import { resultCall } from './result'
import type { CheckLoginRequest } from './contracts'

/** POST checkLogin: the session check of the contract; a failure never blocks a screen. */
export type CheckLoginPayload = v.InferOutput<typeof CheckLoginRequest>

export const checkLogin = (payload: CheckLoginPayload) => resultCall('POST', 'checkLogin', { ...payload }, { quiet: true })

export const useCheckLogin = (payload: CheckLoginPayload) =>
  useQuery({ queryKey: ['checkLogin', payload], queryFn: () => checkLogin(payload), retry: false })
