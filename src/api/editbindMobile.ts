import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST editbindMobile: confirm rebinding a phone held by another account (spec section 7). */
export type EditbindMobilePayload = { mobile: string; code: string; strNo?: string }

export const editbindMobile = (payload: EditbindMobilePayload) => resultCall('POST', 'editbindMobile', payload)

export const useEditbindMobile = () => useMutation({ mutationKey: ['editbindMobile'], mutationFn: editbindMobile })
