import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST determineCorF: re-check which account a phone holds (spec section 7). */
export type DetermineCorFPayload = { mobile: string; stu?: 1 }

export const determineCorF = (payload: DetermineCorFPayload) => resultCall('POST', 'determineCorF', payload)

export const useDetermineCorF = () => useMutation({ mutationKey: ['determineCorF'], mutationFn: determineCorF })
