import type * as v from 'valibot'
import { resultCall } from './result'
import type { Login1Request } from './requests'

/** POST login1: phone login (spec section 7). */
export type Login1Payload = v.InferOutput<typeof Login1Request>

export const login1 = (payload: Login1Payload) => resultCall('POST', 'login1', payload)
