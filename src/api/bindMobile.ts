import type * as v from 'valibot'
import { resultCall } from './result'
import type { BindMobileRequest } from './requests'

/** POST bindMobile: bind a mobile number, or bind a company/factory by phone (spec section 7). */
export type BindMobilePayload = v.InferOutput<typeof BindMobileRequest>

export const bindMobile = (payload: BindMobilePayload) => resultCall('POST', 'bindMobile', payload)
