import type * as v from 'valibot'
import { resultCall } from './result'
import type { BindFactoryRequest } from './requests'

/** POST bindFactory: bind the chosen factories (spec section 7). */
export type BindFactoryPayload = v.InferOutput<typeof BindFactoryRequest>

export const bindFactory = (payload: BindFactoryPayload) => resultCall('POST', 'bindFactory', payload)
