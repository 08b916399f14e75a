import type * as v from 'valibot'
import { resultCall } from './result'
import type { EditbindMobileRequest } from './requests'

/** POST editbindMobile: confirm rebinding a phone held by another account (spec section 7). */
export type EditbindMobilePayload = v.InferOutput<typeof EditbindMobileRequest>

export const editbindMobile = (payload: EditbindMobilePayload) => resultCall('POST', 'editbindMobile', payload)
