import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST sendVerificationCode: send an SMS code (spec section 7). */
export type SendVerificationCodePayload = { mobile: string; area_code: string }

export const sendVerificationCode = (payload: SendVerificationCodePayload) => resultCall('POST', 'sendVerificationCode', payload)

export const useSendVerificationCode = () => useMutation({ mutationKey: ['sendVerificationCode'], mutationFn: sendVerificationCode })
