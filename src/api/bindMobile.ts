import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST bindMobile: bind a mobile number, or bind a company/factory by phone (spec section 7). */
export type BindMobilePayload = { mobile: string; code: string; strNo?: string; area_code: string; type?: 'company' | 'factory' }

export const bindMobile = (payload: BindMobilePayload) => resultCall('POST', 'bindMobile', payload)

export const useBindMobile = () => useMutation({ mutationKey: ['bindMobile'], mutationFn: bindMobile })
