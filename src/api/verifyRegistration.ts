import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST verifyRegistration: warn when a phone is already registered or under review (spec section 7). */
export type VerifyRegistrationPayload = { mobile: string; type: 'company' | 'factory' }

export const verifyRegistration = (payload: VerifyRegistrationPayload) => resultCall('POST', 'verifyRegistration', payload)

export const useVerifyRegistration = () => useMutation({ mutationKey: ['verifyRegistration'], mutationFn: verifyRegistration })
