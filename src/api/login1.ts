import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST login1: phone login (spec section 7). */
export type Login1Payload = { mobile: string; code: string; isAuto: 0 | 1; stu?: 1; area_code: string }

export const login1 = (payload: Login1Payload) => resultCall('POST', 'login1', payload)

export const useLogin1 = () => useMutation({ mutationKey: ['login1'], mutationFn: login1 })
