import type * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'
import type { VerifyRegistrationRequest } from './requests'

/** POST verifyRegistration: warn when a phone is already registered or under review (spec section 7). */
type VerifyRegistrationPayload = v.InferOutput<typeof VerifyRegistrationRequest>

const verifyRegistration = (payload: VerifyRegistrationPayload) => resultCall('POST', 'verifyRegistration', payload)

export const useVerifyRegistration = () => useMutation({ mutationKey: ['verifyRegistration'], mutationFn: verifyRegistration })
