import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST selectLogin: sign in as the chosen account type (spec section 7). */
export type SelectLoginPayload = { number: string; type: 'company' | 'factory' }

export const selectLogin = (payload: SelectLoginPayload) => resultCall('POST', 'selectLogin', payload)

export const useSelectLogin = () => useMutation({ mutationKey: ['selectLogin'], mutationFn: selectLogin })
