import type * as v from 'valibot'
import { resultCall } from './result'
import type { DetermineCorFRequest } from './requests'

/** POST determineCorF: re-check which account a phone holds (spec section 7). */
export type DetermineCorFPayload = v.InferOutput<typeof DetermineCorFRequest>

export const determineCorF = (payload: DetermineCorFPayload) => resultCall('POST', 'determineCorF', payload)
