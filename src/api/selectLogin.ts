import type * as v from 'valibot'
import { resultCall } from './result'
import type { SelectLoginRequest } from './requests'

/** POST selectLogin: sign in as the chosen account type (spec section 7). */
export type SelectLoginPayload = v.InferOutput<typeof SelectLoginRequest>

export const selectLogin = (payload: SelectLoginPayload) => resultCall('POST', 'selectLogin', payload)
